import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import type { AvailablePaymentMethods } from '@malipo/contracts/payments';
import { cardPayment, PUBLIC_LINK } from '@/test/checkout-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderOnPayerPage } from '@/test/render-on-payer-page';
import { payAttemptStorageKey } from '../lib/pay-attempt';
import { PaymentLinkCheckout } from './payment-link-checkout';

const ATTEMPT_KEY = payAttemptStorageKey('pay', 'abc123');
const PROVIDER_PAGE = 'https://checkout.flutterwave.test/v3/hosted/pay/abc';
const REDIRECTING = cardPayment('requires_action', {
  paymentMethod: { type: 'card', brand: '', last4: '' },
  nextAction: { type: 'redirect', url: PROVIDER_PAGE },
});

function linkWith(
  paymentMethods: Partial<AvailablePaymentMethods>,
  { mode = 'test', currency = 'USD' }: { mode?: 'test' | 'live'; currency?: string } = {},
): PublicPaymentLink {
  return {
    link: { ...PUBLIC_LINK.link, currency },
    merchant: { ...PUBLIC_LINK.merchant, mode },
    paymentMethods: { card: false, mobileMoneyCountries: [], bankTransfer: false, ...paymentMethods },
  };
}

function type(name: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

/** Stubs `window.location` so that leaving for the provider's page can be seen. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

function payerPage(search: string, payment?: PayerPageInput['payment']): PayerPageInput {
  return {
    route: { kind: 'pay', id: 'abc123' },
    pathname: '/pay/abc123',
    search,
    formKey: 'form-key-1',
    locale: 'en',
    ...(payment ? { payment } : {}),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('PaymentLinkCheckout: the methods the page offers', () => {
  it('shows only Card when no mobile money country can pay', () => {
    mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ card: true })} />);
    expect(screen.getByRole('button', { name: 'Card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mobile' })).toBeNull();
  });

  it('shows only Mobile without a card, and lists only the offered countries, the first by default', async () => {
    mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ mobileMoneyCountries: ['GH', 'UG'] })} />);
    expect(screen.queryByRole('button', { name: 'Card' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mobile' }));
    const country = (await screen.findByRole('combobox', { name: 'Country' })) as HTMLSelectElement;
    const options = within(country)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Ghana (+233)', 'Uganda (+256)']);
    expect(country.value).toBe('GH');
  });

  it('suggests the country of the page’s currency when it is offered', async () => {
    mockFetch(() => jsonResponse({}));
    renderOnPayerPage(
      <PaymentLinkCheckout
        data={linkWith({ card: true, mobileMoneyCountries: ['GH', 'RW'] }, { currency: 'RWF' })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mobile' }));
    const country = (await screen.findByRole('combobox', { name: 'Country' })) as HTMLSelectElement;
    expect(country.value).toBe('RW');
  });

  it('says the page cannot be paid, and shows no method, when none is offered', () => {
    mockFetch(() => jsonResponse({}));
    const { unmount } = renderOnPayerPage(<PaymentLinkCheckout data={linkWith({})} />);
    expect(
      screen.getByText('This page cannot take payments in USD yet. Please contact Demo Merchant.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mobile' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    unmount();

    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({}, { currency: 'XOF' })} />, { locale: 'fr' });
    expect(
      screen.getByText(
        'Cette page ne peut pas encore recevoir de paiements en XOF. Veuillez contacter Demo Merchant.',
      ),
    ).toBeTruthy();
  });

  it('ignores a method the address names that the page does not offer', () => {
    mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ card: true })} />, {
      page: payerPage('?method=mobile'),
    });
    expect(screen.getByRole('heading', { name: 'How would you like to pay?' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Payment details' })).toBeNull();
  });
});

describe('PaymentLinkCheckout: a live card, typed on the provider’s page', () => {
  it('shows no card fields, pays with { type: card } and no token, then leaves for the provider’s page', async () => {
    const assign = stubLocation();
    const { requests } = mockFetch(() => jsonResponse(REDIRECTING, 201));
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ card: true }, { mode: 'live' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));

    expect(screen.queryByRole('textbox', { name: 'Card Number' })).toBeNull();
    expect(
      screen.getByText("You will enter your card details on our payment partner's secure page."),
    ).toBeTruthy();
    expect(screen.queryByText(/^Test mode/)).toBeNull();

    type('Full Name', 'Amina Uwase');
    type('Email', 'amina@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));

    expect(await screen.findByText('Taking you to the secure payment page…')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith(PROVIDER_PAGE);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/public/payment-links/abc123/payments',
      body: { payer: { name: 'Amina Uwase', email: 'amina@example.com' }, paymentMethod: { type: 'card' } },
    });
    // The attempt stays, so a payer who comes back before finishing is not charged twice.
    expect(sessionStorage.getItem(ATTEMPT_KEY)).not.toBeNull();
  });

  it('says so in French', () => {
    mockFetch(() => jsonResponse({}));
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ card: true }, { mode: 'live' })} />, {
      locale: 'fr',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Carte' }));
    expect(
      screen.getByText(
        'Vous saisirez les données de votre carte sur la page sécurisée de notre partenaire de paiement.',
      ),
    ).toBeTruthy();
  });

  it('a mobile money payment that answers with an authorization page goes there too', async () => {
    const assign = stubLocation();
    mockFetch(() =>
      jsonResponse(
        cardPayment('requires_action', {
          paymentMethod: { type: 'mobile_money', provider: 'mtn', phoneMasked: '+250 ••• ••• 456' },
          nextAction: { type: 'redirect', url: PROVIDER_PAGE },
        }),
        201,
      ),
    );
    renderOnPayerPage(
      <PaymentLinkCheckout
        data={linkWith({ mobileMoneyCountries: ['RW'] }, { mode: 'live', currency: 'RWF' })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mobile' }));
    type('Full Name', 'Amina Uwase');
    type('Email', 'amina@example.com');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Mobile Money Phone Number' }), {
      target: { value: '0788 123 456' },
    });
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Taking you to the secure payment page…')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith(PROVIDER_PAGE);
  });
});

describe('PaymentLinkCheckout: back from the provider’s page', () => {
  it('shows "Confirming your payment…" for ?payment= still waiting, with the way back, until it settles', async () => {
    const assign = stubLocation();
    // The attempt that led to the provider's page is still stored in this tab.
    sessionStorage.setItem(
      ATTEMPT_KEY,
      JSON.stringify({
        idempotencyKey: '6f1c9f7e-5d3a-4c7b-9a51-1f0e2d3c4b5a',
        request: { payer: { name: 'Amina', email: 'a@example.com' }, paymentMethod: { type: 'card' } },
      }),
    );
    const { requests } = mockFetch(() => jsonResponse(cardPayment('succeeded')));
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ card: true }, { mode: 'live' })} />, {
      page: payerPage('?payment=pay_01&status=successful&tx_ref=pay_01', {
        kind: 'ready',
        data: REDIRECTING,
      }),
    });

    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Continue to the secure payment page' }).getAttribute('href'),
    ).toBe(PROVIDER_PAGE);

    expect(await screen.findByText('Payment Successful!', {}, { timeout: 3500 })).toBeTruthy();
    // It polled the payment rather than re-sending the attempt, and never left again.
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/public/payments/pay_01',
    ]);
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBeNull();
  });

  it('a reload that resends the attempt waits for the outcome instead of leaving again', async () => {
    const assign = stubLocation();
    sessionStorage.setItem(
      ATTEMPT_KEY,
      JSON.stringify({
        idempotencyKey: '6f1c9f7e-5d3a-4c7b-9a51-1f0e2d3c4b5a',
        request: { payer: { name: 'Amina', email: 'a@example.com' }, paymentMethod: { type: 'card' } },
      }),
    );
    mockFetch(() => jsonResponse(REDIRECTING, 201));
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ card: true }, { mode: 'live' })} />);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Continue to the secure payment page' })).toBeTruthy(),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
