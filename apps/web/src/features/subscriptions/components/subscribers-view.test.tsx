import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { subscription } from '@/test/subscription-fixtures';
import { SubscribersView } from './subscribers-view';

const ACTIVE = subscription('active', {
  nextBillingAt: '2026-02-08T10:00:00.000Z',
  charges: [
    {
      paymentId: 'pay_1',
      period: 1,
      status: 'succeeded',
      amountMinor: 2999,
      currency: 'USD',
      receiptId: 're_1',
      createdAt: '2026-01-08T10:00:00.000Z',
    },
  ],
});

function renderView() {
  return renderWithProviders(
    <SubscribersView
      linkId="sublink_1"
      planTitle="Premium Membership"
      backHref="/dashboard/subscription-links"
    />,
  );
}

async function card(name: string): Promise<HTMLElement> {
  const article = (await screen.findByRole('heading', { name })).closest('article');
  if (!article) throw new Error(`no card for ${name}`);
  return article;
}

afterEach(() => vi.unstubAllGlobals());

describe('SubscribersView', () => {
  it('shows each subscriber’s status, payment method, next billing date and charges with receipts', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({
        data: [
          ACTIVE,
          subscription('trialing', {
            id: 'sub_02',
            subscriber: { name: 'Jean Bosco', email: 'jean@example.com' },
          }),
        ],
        nextCursor: null,
      }),
    );
    renderView();
    expect(screen.getByRole('heading', { name: 'Subscribers of Premium Membership' })).toBeTruthy();
    const amina = await card('Amina Uwase');
    expect(requests[0]?.url).toBe('/api/subscription-links/sublink_1/subscribers');
    expect(within(amina).getByText('amina@example.com')).toBeTruthy();
    expect(within(amina).getAllByText('Active').length).toBeGreaterThan(0);
    expect(within(amina).getByText('Visa •••• 4242')).toBeTruthy();
    expect(within(amina).getByText('Next billing date')).toBeTruthy();
    expect(within(amina).getByText('Paid')).toBeTruthy();
    expect(
      within(amina)
        .getByRole('link', { name: /Receipt/ })
        .getAttribute('href'),
    ).toBe('/receipts/re_1');

    const jean = await card('Jean Bosco');
    expect(within(jean).getByText('Trialing')).toBeTruthy();
    expect(within(jean).getByText('Trial ends')).toBeTruthy();
    expect(within(jean).getByText('No charges yet.')).toBeTruthy();
  });

  it('cancels a subscription only after confirmation, then shows it canceled', async () => {
    let current = subscription('active');
    const { requests } = mockFetch((request) => {
      if (request.method === 'POST') current = subscription('canceled');
      return jsonResponse(request.method === 'POST' ? current : { data: [current], nextCursor: null });
    });
    renderView();
    const amina = await card('Amina Uwase');
    fireEvent.click(within(amina).getByRole('button', { name: 'Cancel subscription of Amina Uwase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(within(amina).getByRole('button', { name: 'Cancel subscription of Amina Uwase' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    expect(await screen.findByText('Subscription canceled')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.url).toBe('/api/subscriptions/sub_01/cancel');
    const updated = await card('Amina Uwase');
    expect(within(updated).getByText('Canceled')).toBeTruthy();
    expect(within(updated).queryByText('Next billing date')).toBeNull();
    expect(within(updated).queryByRole('button', { name: /Cancel subscription/ })).toBeNull();
  });

  it('loads older subscribers a page at a time with Load more', async () => {
    const jean = subscription('trialing', {
      id: 'sub_02',
      subscriber: { name: 'Jean Bosco', email: 'jean@example.com' },
    });
    const { requests } = mockFetch((request) =>
      jsonResponse(
        request.url.includes('cursor=')
          ? { data: [jean], nextCursor: null }
          : { data: [ACTIVE], nextCursor: 'after-amina' },
      ),
    );
    renderView();
    await card('Amina Uwase');
    expect(screen.queryByRole('heading', { name: 'Jean Bosco' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await card('Jean Bosco');
    expect(requests.map((r) => r.url)).toEqual([
      '/api/subscription-links/sublink_1/subscribers',
      '/api/subscription-links/sublink_1/subscribers?cursor=after-amina',
    ]);
    expect(await card('Amina Uwase')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when a plan has no subscribers yet', async () => {
    mockFetch(() => jsonResponse({ data: [], nextCursor: null }));
    renderView();
    expect(await screen.findByText('No subscribers yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscription Links' }).getAttribute('href')).toBe(
      '/dashboard/subscription-links',
    );
  });
});
