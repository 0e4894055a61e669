import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { subscriptionLink } from '@/test/subscription-fixtures';
import { SubscriptionLinksList } from './subscription-links-list';

afterEach(() => vi.unstubAllGlobals());

async function card(title: string): Promise<HTMLElement> {
  const article = (await screen.findByRole('heading', { name: title })).closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return article;
}

describe('SubscriptionLinksList', () => {
  it('shows each plan’s price per period, subscribers, total revenue and trial, with its public and subscribers links', async () => {
    mockFetch(() =>
      jsonResponse({
        data: [
          subscriptionLink(),
          subscriptionLink({
            id: 'sublink_2',
            title: 'Weekly veg box',
            currency: 'RWF',
            amountMinor: 5000,
            billingCycle: 'weekly',
            trialDays: 0,
            subscribersCount: 1,
            totalRevenueMinor: 15000,
            path: '/subscribe/sublink_2',
          }),
        ],
      }),
    );
    renderWithProviders(<SubscriptionLinksList />);
    const premium = await card('Premium Membership');
    expect(within(premium).getByText('$29.99')).toBeTruthy();
    expect(within(premium).getByText('per month')).toBeTruthy();
    expect(within(premium).getByText('3 subscribers')).toBeTruthy();
    expect(within(premium).getByText('$89.97')).toBeTruthy();
    expect(within(premium).getByText('7 days free')).toBeTruthy();
    expect(
      within(premium)
        .getByRole('link', { name: /Open link/ })
        .getAttribute('href'),
    ).toBe(`${window.location.origin}/subscribe/sublink_1`);
    expect(
      within(premium)
        .getByRole('link', { name: 'View subscribers of Premium Membership' })
        .getAttribute('href'),
    ).toBe('/dashboard/subscription-links/sublink_1');

    const veg = await card('Weekly veg box');
    expect(within(veg).getByText('per week')).toBeTruthy();
    expect(within(veg).getByText('1 subscriber')).toBeTruthy();
    expect(within(veg).getByText('RWF 15,000')).toBeTruthy();
    expect(within(veg).getByText('None')).toBeTruthy();
  });

  it('shows the empty state with a way to create the first plan', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderWithProviders(<SubscriptionLinksList />);
    expect(await screen.findByText('No subscription links yet')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Create Your First Subscription Link' }).getAttribute('href'),
    ).toBe('/dashboard/create-link/subscription');
  });

  it('pauses with PATCH and deletes only after confirmation', async () => {
    const { requests } = mockFetch((request) => {
      if (request.method === 'PATCH') return jsonResponse(subscriptionLink({ status: 'paused' }));
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse({ data: [subscriptionLink()] });
    });
    renderWithProviders(<SubscriptionLinksList />);
    const premium = await card('Premium Membership');
    fireEvent.click(within(premium).getByRole('button', { name: 'Pause link for Premium Membership' }));
    await screen.findByText('Paused');
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/api/subscription-links/sublink_1',
      body: { status: 'paused' },
    });

    fireEvent.click(within(premium).getByRole('button', { name: 'Delete link for Premium Membership' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete link' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Premium Membership' })).toBeNull());
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/subscription-links/sublink_1');
  });
});
