import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { invoiceFixture } from '../test-fixtures';
import { InvoiceShareCard } from './invoice-share-card';

afterEach(() => vi.unstubAllGlobals());

const OPEN = invoiceFixture({ id: 'inv_1', status: 'open', dueDate: '2026-12-11' });
const TEXT = `Invoice INV-0001 from Acme for $11.79, due 2026-12-11: ${window.location.origin}/invoice/inv_1`;

describe('InvoiceShareCard', () => {
  it('shows and copies the share text, and links it to WhatsApp', async () => {
    mockFetch(() => jsonResponse({}));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<InvoiceShareCard invoice={OPEN} businessName="Acme" canSend />);
    expect(screen.getByLabelText('Share text').textContent).toBe(TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Copy share text' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TEXT));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(TEXT)}`,
    );
    expect(screen.getByText(/Not emailed yet/)).toBeTruthy();
  });

  it("sends to the customer's email or another address, and shows the server's field message", async () => {
    let answer: 'ok' | 'no-email' = 'no-email';
    const { requests } = mockFetch(() =>
      answer === 'ok'
        ? jsonResponse({ ...OPEN, sentAt: '2026-11-26T10:00:00.000Z' })
        : jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'The customer has no email address',
                fields: { to: 'Enter an email address, or add one to the customer' },
              },
            },
            400,
          ),
    );
    const noEmail = { ...OPEN, customer: { ...OPEN.customer, email: null } };
    renderWithProviders(<InvoiceShareCard invoice={noEmail} businessName="Acme" canSend />);
    fireEvent.click(screen.getByRole('button', { name: 'Send by email' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(
      await within(dialog).findByText('Enter an email address, or add one to the customer'),
    ).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({ url: '/api/invoices/inv_1/send', method: 'POST', body: {} });

    answer = 'ok';
    fireEvent.change(within(dialog).getByLabelText('Send to'), { target: { value: 'ap@beta.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.at(-1)?.body).toEqual({ to: 'ap@beta.example' });
  });

  it('offers no sending without permission', () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<InvoiceShareCard invoice={OPEN} businessName="Acme" canSend={false} />);
    expect(screen.queryByRole('button', { name: 'Send by email' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy share text' })).toBeTruthy();
  });
});
