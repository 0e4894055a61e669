import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderOnPayerPage } from '@/test/render-on-payer-page';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { managedSubscription, PUBLIC_SUBSCRIPTION } from '@/test/subscription-fixtures';
import { payAttemptStorageKey } from '@/features/checkout/lib/pay-attempt';
import { formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import { SubscribeCheckout } from './subscribe-checkout';
import { WelcomeView } from './welcome-view';

const NO_TRIAL = { ...PUBLIC_SUBSCRIPTION, link: { ...PUBLIC_SUBSCRIPTION.link, trialDays: 0 } };
const TOKEN_URL = '/api/public/subscriptions/sub_01.signature';

function type(name: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

function fillCardForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Card' }));
  type('Full Name', 'Amina Uwase');
  type('Email', 'amina@example.com');
  type('Card Number', '4242 4242 4242 4242');
  type('Expiry Date', '12/39');
  type('CVV', '123');
  type('Cardholder Name', 'Amina Uwase');
}

/** Answers the card token, then `subscribe` for the subscribe call and `poll` for each re-read. */
function mockSubscribeApi(subscribe: () => Response, poll: () => Response = () => jsonResponse({}, 500)) {
  return mockFetch((request: RecordedRequest) => {
    if (request.url === '/api/sandbox/tokens') {
      return jsonResponse(
        { token: 'tok_abc', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 } },
        201,
      );
    }
    if (request.url === TOKEN_URL) return poll();
    return subscribe();
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('SubscribeCheckout', () => {
  it('offers no card in live mode when the page has none, only mobile money', () => {
    mockFetch(() => jsonResponse({}));
    const live = {
      ...PUBLIC_SUBSCRIPTION,
      merchant: { ...PUBLIC_SUBSCRIPTION.merchant, mode: 'live' as const },
      paymentMethods: { card: false, mobileMoneyCountries: ['RW' as const], bankTransfer: false },
    };
    renderOnPayerPage(<SubscribeCheckout data={live} />);
    expect(screen.getByRole('button', { name: 'Mobile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Card' })).toBeNull();
  });

  it('never offers a bank transfer, even when the page’s methods would', () => {
    mockFetch(() => jsonResponse({}));
    const offered = {
      ...PUBLIC_SUBSCRIPTION,
      paymentMethods: { card: true, mobileMoneyCountries: ['RW' as const], bankTransfer: true },
    };
    renderOnPayerPage(<SubscribeCheckout data={offered} />);
    expect(screen.getByRole('button', { name: 'Card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bank transfer' })).toBeNull();
  });

  it('shows the plan with its price per month and "7 days free"', () => {
    mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<SubscribeCheckout data={PUBLIC_SUBSCRIPTION} />);
    expect(screen.getByRole('heading', { name: 'Subscribe to Our Service' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Premium Membership' })).toBeTruthy();
    expect(screen.getByText('$29.99')).toBeTruthy();
    expect(screen.getByText('per month')).toBeTruthy();
    expect(screen.getByText('7 days free')).toBeTruthy();
  });

  it('says nothing about a trial when the plan has none, and words weekly plans "per week"', () => {
    mockFetch(() => jsonResponse({}));
    const weekly = { ...NO_TRIAL, link: { ...NO_TRIAL.link, billingCycle: 'weekly' as const } };
    renderOnPayerPage(<SubscribeCheckout data={weekly} />);
    expect(screen.getByText('per week')).toBeTruthy();
    expect(screen.queryByText(/days? free/)).toBeNull();
  });

  it('Subscribe Now sends only the card token with an Idempotency-Key and welcomes a trialing subscriber', async () => {
    const { requests } = mockSubscribeApi(() => jsonResponse(managedSubscription('trialing'), 201));
    renderOnPayerPage(<SubscribeCheckout data={PUBLIC_SUBSCRIPTION} />);
    fillCardForm();
    expect(screen.getByText('Cancel anytime • Secure payment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));

    await screen.findByText('Welcome!');
    const subscribe = requests.find((r) => r.url.endsWith('/subscriptions'));
    expect(subscribe?.url).toBe('/api/public/subscription-links/demo-subscribe/subscriptions');
    expect(subscribe?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(subscribe?.body).toEqual({
      subscriber: { name: 'Amina Uwase', email: 'amina@example.com' },
      paymentMethod: { type: 'card', token: 'tok_abc' },
    });
    expect(JSON.stringify(subscribe?.body)).not.toContain('4242');
    expect(screen.getByText('Thank you for subscribing!')).toBeTruthy();
    expect(screen.getByText('Trial ends')).toBeTruthy();
    expect(screen.getByText('$29.99 per month')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage your subscription' }).getAttribute('href')).toBe(
      '/subscriptions/sub_01.signature',
    );
    expect(sessionStorage.getItem(payAttemptStorageKey('subscribe', 'demo-subscribe'))).toBeNull();
    expect(requests.some((r) => r.url === TOKEN_URL)).toBe(false);
  });

  it('polls an incomplete subscription every 2 s until its first charge makes it active', async () => {
    const polls = [managedSubscription('incomplete'), managedSubscription('active')];
    const active = managedSubscription('active', {
      trialEndsAt: null,
      charges: [
        {
          paymentId: 'pay_1',
          period: 1,
          status: 'succeeded',
          amountMinor: 2999,
          currency: 'USD',
          receiptId: 're_1',
          createdAt: '2026-01-01T10:00:01.000Z',
        },
      ],
    });
    const { requests } = mockSubscribeApi(
      () => jsonResponse(managedSubscription('incomplete', { trialEndsAt: null }), 201),
      () => jsonResponse(polls.length > 1 ? polls.shift() : active),
    );
    renderOnPayerPage(<SubscribeCheckout data={NO_TRIAL} />);
    fillCardForm();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));

    expect(await screen.findByText('Processing Subscription...')).toBeTruthy();
    await screen.findByText('Welcome!', {}, { timeout: 6000 });
    expect(requests.filter((r) => r.url === TOKEN_URL).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Next billing date')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe('/receipts/re_1');
  }, 10_000);

  it('shows why the first charge failed when the subscription ends canceled', async () => {
    mockSubscribeApi(
      () => jsonResponse(managedSubscription('incomplete', { trialEndsAt: null }), 201),
      () =>
        jsonResponse(
          managedSubscription('canceled', {
            failure: { code: 'card_declined', message: 'Your card was declined.' },
          }),
        ),
    );
    renderOnPayerPage(<SubscribeCheckout data={NO_TRIAL} />);
    fillCardForm();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toBe('Your card was declined.');
    expect(screen.queryByText('Welcome!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((screen.getByRole('textbox', { name: 'Card Number' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s message when the plan was paused in the meantime', async () => {
    mockSubscribeApi(() =>
      jsonResponse(
        { error: { code: 'link_unavailable', message: 'This subscription link is paused.' } },
        409,
      ),
    );
    renderOnPayerPage(<SubscribeCheckout data={PUBLIC_SUBSCRIPTION} />);
    fillCardForm();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This subscription link is paused.');
  });

  describe('in French', () => {
    /** The price in French, its no-break spaces plain as Testing Library's text matching sees them. */
    const price = formatMoneyForLocale(2999, 'USD', 'fr').replace(/\s/g, ' ');

    it('shows the plan, its price per month and its trial, then subscribes by card', () => {
      mockFetch(() => jsonResponse({}));
      renderOnPayerPage(<SubscribeCheckout data={PUBLIC_SUBSCRIPTION} />, { locale: 'fr' });
      expect(screen.getByRole('heading', { name: 'Abonnez-vous à notre service' })).toBeTruthy();
      expect(screen.getByText(price)).toBeTruthy();
      expect(screen.getByText('par mois')).toBeTruthy();
      expect(screen.getByText('Résiliable à tout moment • Paiement sécurisé')).toBeTruthy();
      expect(screen.getByText('7 jours gratuits')).toBeTruthy();
      expect(
        screen.getByText(`Rien n’est prélevé aujourd’hui. Après l’essai, vous payez ${price} par mois.`),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Carte' }));
      expect(screen.getByRole('heading', { name: 'S’abonner par carte' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'S’abonner' })).toBeTruthy();
    });

    it('says "1 jour gratuit" for a one-day trial and words yearly plans "par an"', () => {
      mockFetch(() => jsonResponse({}));
      const yearly = { ...PUBLIC_SUBSCRIPTION.link, trialDays: 1, billingCycle: 'yearly' as const };
      renderOnPayerPage(<SubscribeCheckout data={{ ...PUBLIC_SUBSCRIPTION, link: yearly }} />, {
        locale: 'fr',
      });
      expect(screen.getByText('1 jour gratuit')).toBeTruthy();
      expect(screen.getByText('par an')).toBeTruthy();
    });

    it('welcomes a trialing subscriber with the price, the end of the trial and the self-service link', () => {
      renderOnPayerPage(
        <WelcomeView plan={PUBLIC_SUBSCRIPTION.link} managed={managedSubscription('trialing')} />,
        { locale: 'fr' },
      );
      expect(screen.getByText('Bienvenue !')).toBeTruthy();
      expect(screen.getByText(`${price} par mois`)).toBeTruthy();
      expect(screen.getByText('Fin de l’essai')).toBeTruthy();
      expect(screen.getByText('8 janvier 2026')).toBeTruthy();
      expect(screen.getByText('Moyen de paiement')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Gérer votre abonnement' })).toBeTruthy();
      expect(
        screen.getByText(
          'Nous avons aussi envoyé ce lien à amina@example.com. Il vous permet de résilier à tout moment.',
        ),
      ).toBeTruthy();
    });
  });
});
