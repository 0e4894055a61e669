import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DonationLink } from '@malipo/contracts/donations';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { DonationLinksList } from './donation-links-list';

function donationLink(extra: Partial<DonationLink> = {}): DonationLink {
  return {
    id: 'don123',
    title: 'Clean water',
    description: 'A well for the village',
    goalMinor: 100000,
    currency: 'USD',
    thankYouMessage: 'Thank you for your donation!',
    redirectUrl: null,
    status: 'active',
    raisedMinor: 25000,
    donationsCount: 3,
    goalProgress: 25,
    createdAt: '2026-01-01T10:00:00.000Z',
    path: '/donate/don123',
    ...extra,
  };
}

afterEach(() => vi.unstubAllGlobals());

async function card(title: string): Promise<HTMLElement> {
  const article = (await screen.findByRole('heading', { name: title })).closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return article;
}

describe('DonationLinksList', () => {
  it('shows goal, donations count, total raised and progress; the bar is capped at 100%', async () => {
    mockFetch(() =>
      jsonResponse({
        data: [
          donationLink(),
          donationLink({
            id: 'don456',
            title: 'Harvest festival',
            currency: 'RWF',
            goalMinor: 5000,
            raisedMinor: 7000,
            donationsCount: 1,
            goalProgress: 100,
            path: '/donate/don456',
          }),
        ],
      }),
    );
    renderWithProviders(<DonationLinksList />);
    const water = await card('Clean water');
    expect(within(water).getByText('3 donations')).toBeTruthy();
    expect(within(water).getAllByText('$1,000.00').length).toBeGreaterThan(0);
    expect(within(water).getAllByText('$250.00').length).toBeGreaterThan(0);
    expect(within(water).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(
      within(water)
        .getByRole('link', { name: /Open link/ })
        .getAttribute('href'),
    ).toBe(`${window.location.origin}/donate/don123`);

    const festival = await card('Harvest festival');
    expect(within(festival).getByText('1 donation')).toBeTruthy();
    expect(within(festival).getAllByText('RWF 7,000').length).toBeGreaterThan(0);
    expect(within(festival).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(festival).getByText('100%')).toBeTruthy();
  });

  it('pauses with PATCH and deletes only after confirmation', async () => {
    let links = [donationLink()];
    const { requests } = mockFetch((request) => {
      if (request.method === 'PATCH') return jsonResponse(donationLink({ status: 'paused' }));
      if (request.method === 'DELETE') {
        links = [];
        return new Response(null, { status: 204 });
      }
      return jsonResponse({ data: links });
    });
    renderWithProviders(<DonationLinksList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause link for Clean water' }));
    expect(await screen.findByRole('button', { name: 'Activate link for Clean water' })).toBeTruthy();
    expect(await screen.findByText('Donation link paused')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/api/donation-links/don123',
      body: { status: 'paused' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete link for Clean water' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this donation link?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Clean water' })).toBeNull());
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/donation-links/don123');
  });

  it('offers to create the first donation link when there are none', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderWithProviders(<DonationLinksList />);
    expect(await screen.findByText('No donation links yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Donation Link' }).getAttribute('href')).toBe(
      '/dashboard/create-link/donation',
    );
  });

  it('shows a loading skeleton until the list arrives', () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderWithProviders(<DonationLinksList />);
    expect(screen.getByRole('status', { name: 'Loading donation links' })).toBeTruthy();
  });
});
