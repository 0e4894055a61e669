import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentLink } from '@malipo/contracts/payment-links';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { PaymentLinksList } from './payment-links-list';

function link(id: string, productName: string, extra: Partial<PaymentLink> = {}): PaymentLink {
  return {
    id,
    productName,
    description: '',
    amountMinor: 10000,
    currency: 'USD',
    thankYouMessage: 'Thank you for your payment!',
    redirectUrl: null,
    status: 'active',
    expiresAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    path: `/pay/${id}`,
    paymentsCount: 3,
    totalAmountMinor: 30000,
    ...extra,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('PaymentLinksList', () => {
  it('lists links with amount, status, payments and total; expired links cannot be paused', async () => {
    mockFetch(() =>
      jsonResponse({
        data: [
          link('abc123', 'Premium Consultation'),
          link('ghi789', 'Workshop Ticket', { status: 'expired' }),
        ],
      }),
    );
    renderWithProviders(<PaymentLinksList />);
    const active = (await screen.findByRole('heading', { name: 'Premium Consultation' })).closest('article');
    const expired = screen.getByRole('heading', { name: 'Workshop Ticket' }).closest('article');
    if (!active || !expired) throw new Error('link cards not found');
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText('3 payments')).toBeTruthy();
    expect(within(active).getByText('$300.00')).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Pause link for Premium Consultation' })).toBeTruthy();
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).queryByRole('button', { name: /Pause|Activate/ })).toBeNull();
    expect(
      within(active)
        .getByRole('link', { name: /Open link/ })
        .getAttribute('href'),
    ).toBe(`${window.location.origin}/pay/abc123`);
  });

  it('copies the public URL and says so', async () => {
    mockFetch(() => jsonResponse({ data: [link('abc123', 'Premium Consultation')] }));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<PaymentLinksList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link for Premium Consultation' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/pay/abc123`);
  });

  it('pauses a link with PATCH and shows the new status', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'PATCH'
        ? jsonResponse(link('abc123', 'Premium Consultation', { status: 'paused' }))
        : jsonResponse({ data: [link('abc123', 'Premium Consultation')] }),
    );
    renderWithProviders(<PaymentLinksList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause link for Premium Consultation' }));
    expect(
      await screen.findByRole('button', { name: 'Activate link for Premium Consultation' }),
    ).toBeTruthy();
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/api/payment-links/abc123',
      body: { status: 'paused' },
      headers: { 'x-requested-with': 'malipo' },
    });
  });

  it('deletes only after confirmation', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : jsonResponse({ data: [link('abc123', 'Premium Consultation')] }),
    );
    renderWithProviders(<PaymentLinksList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete link for Premium Consultation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this payment link?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Premium Consultation' })).toBeNull());
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/payment-links/abc123');
  });

  it('offers to create the first link when there are none', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderWithProviders(<PaymentLinksList />);
    expect(await screen.findByText('No payment links yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Link' }).getAttribute('href')).toBe(
      '/dashboard/create-link/payment-link',
    );
  });
});
