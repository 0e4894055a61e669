import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderOnPayerPage } from '@/test/render-on-payer-page';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { managedSubscription } from '@/test/subscription-fixtures';
import { formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import { ManageSubscriptionPage } from './manage-subscription-page';

const CHARGE = {
  paymentId: 'pay_1',
  period: 1,
  status: 'succeeded',
  amountMinor: 2999,
  currency: 'USD',
  receiptId: 're_1',
  createdAt: '2026-01-08T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('ManageSubscriptionPage', () => {
  it('shows the plan, amount per month, status, payment method, next billing date and receipts', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse(
        managedSubscription('active', { nextBillingAt: '2026-02-08T10:00:00.000Z', charges: [CHARGE] }),
      ),
    );
    renderOnPayerPage(<ManageSubscriptionPage token="sub_01.signature" />);
    await screen.findByRole('heading', { name: 'Premium Membership' });
    expect(requests[0]?.url).toBe('/api/public/subscriptions/sub_01.signature');
    const plan = screen.getByRole('region', { name: 'Premium Membership' });
    expect(within(plan).getByText('$29.99')).toBeTruthy();
    expect(within(plan).getByText('per month')).toBeTruthy();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByText('Next billing date')).toBeTruthy();
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(within(charges).getByText('Paid')).toBeTruthy();
    expect(
      within(charges)
        .getByRole('link', { name: /Receipt/ })
        .getAttribute('href'),
    ).toBe('/receipts/re_1');
  });

  it('cancels after a confirmation, then shows Canceled and no next billing date', async () => {
    const { requests } = mockFetch((request) =>
      jsonResponse(
        request.method === 'POST' ? managedSubscription('canceled') : managedSubscription('trialing'),
      ),
    );
    renderOnPayerPage(<ManageSubscriptionPage token="sub_01.signature" />);
    await screen.findByText('Trial ends');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByText('Cancel your subscription to Premium Membership?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    await screen.findByText('This subscription is canceled. You will not be charged again.');
    const cancel = requests.find((r) => r.method === 'POST');
    expect(cancel?.url).toBe('/api/public/subscriptions/sub_01.signature/cancel');
    expect(cancel?.headers['x-requested-with']).toBe('malipo');
    expect(screen.getAllByText('Canceled').length).toBeGreaterThan(0);
    expect(screen.getByText('Canceled on')).toBeTruthy();
    expect(screen.queryByText('Trial ends')).toBeNull();
    expect(screen.queryByText('Next billing date')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('keeps the subscription and says why when cancelling fails', async () => {
    mockFetch((request) =>
      request.method === 'POST'
        ? jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)
        : jsonResponse(managedSubscription('active')),
    );
    renderOnPayerPage(<ManageSubscriptionPage token="sub_01.signature" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Yes, cancel subscription' })).toBeTruthy();
  });

  it('says "This link is not valid" for a token the server does not recognise', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'not_found', message: 'This link is not valid' } }, 404));
    renderOnPayerPage(<ManageSubscriptionPage token="sub_01.forged" />);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the subscription and its cancel confirmation in French', async () => {
    mockFetch(() =>
      jsonResponse(managedSubscription('active', { nextBillingAt: '2026-02-08T10:00:00.000Z' })),
    );
    renderOnPayerPage(<ManageSubscriptionPage token="sub_01.signature" />, { locale: 'fr' });
    await screen.findByRole('heading', { name: 'Premium Membership' });
    expect(screen.getByRole('heading', { name: 'Votre abonnement' })).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Premium Membership' });
    expect(within(plan).getByText(formatMoneyForLocale(2999, 'USD', 'fr').replace(/\s/g, ' '))).toBeTruthy();
    expect(within(plan).getByText('par mois')).toBeTruthy();
    expect(screen.getByText('Statut')).toBeTruthy();
    expect(screen.getAllByText('Actif').length).toBe(2);
    expect(screen.getByText('Prochain prélèvement')).toBeTruthy();
    expect(screen.getByText('8 février 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paiements' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Résilier l’abonnement' }));
    expect(screen.getByText('Résilier votre abonnement à Premium Membership ?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oui, résilier' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Garder l’abonnement' }));
    expect(screen.getByRole('button', { name: 'Résilier l’abonnement' })).toBeTruthy();
  });
});
