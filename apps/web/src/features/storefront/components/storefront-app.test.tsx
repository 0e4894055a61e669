import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicCatalogue } from '@malipo/contracts/catalogues';
import { formatMoneyForLocale } from '@malipo/contracts/i18n/format';
import type { Locale } from '@malipo/contracts/i18n/locales';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { PUBLIC_CATALOGUE } from '@/test/payer-page-fixtures';
import { renderOnPayerPage } from '@/test/render-on-payer-page';
import { cartStorageKey } from '../lib/cart-storage';
import { StorefrontApp } from './storefront-app';

const CART_KEY = cartStorageKey('demo-catalogue');

function serveCatalogue(
  catalogue: () => PublicCatalogue = () => PUBLIC_CATALOGUE,
  other: (request: RecordedRequest) => Response = () => jsonResponse({}, 500),
) {
  return mockFetch((request) =>
    request.method === 'GET' && request.url === '/api/public/catalogues/demo-catalogue'
      ? jsonResponse(catalogue())
      : other(request),
  );
}

/** The storefront at the browser's current address, in `locale`. */
function renderStorefront(locale: Locale = 'en') {
  return renderOnPayerPage(
    <StorefrontApp catalogueId="demo-catalogue" pathname={window.location.pathname} />,
    { locale },
  );
}

function button(name: string | RegExp): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

function type(name: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

function quantityOf(name: string): string {
  return (
    within(screen.getByRole('group', { name: `Quantity of ${name}` })).getByRole('status').textContent ?? ''
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/catalogue/demo-catalogue');
});

afterEach(() => {
  // Unmounted first: a page still mounted (its catalogue answered late, under load) writes its cart
  // back after the clear, and the next test starts with it.
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('StorefrontApp: the catalogue', () => {
  it('lists the products with 2-decimal prices, and plus/minus change the cart and its total', async () => {
    serveCatalogue();
    renderStorefront();
    await screen.findByRole('heading', { name: 'Product Catalogue' });
    expect(screen.getByText('Tech Gadgets Store')).toBeTruthy();
    expect(screen.getByText('3 items')).toBeTruthy();
    expect(screen.getByText('$199.99')).toBeTruthy();
    expect(button('Card').disabled).toBe(true);
    expect(button('Mobile').disabled).toBe(true);
    expect(screen.queryByRole('link', { name: /^Checkout/ })).toBeNull();

    fireEvent.click(button('Add one Wireless Headphones'));
    fireEvent.click(button('Add one Wireless Headphones'));
    fireEvent.click(button('Add one Smart Watch'));
    expect(quantityOf('Wireless Headphones')).toBe('2');
    expect(button('Card').disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Checkout · $699.97' })).toBeTruthy();

    fireEvent.click(button('Remove one Wireless Headphones'));
    fireEvent.click(button('Remove one Smart Watch'));
    expect(quantityOf('Smart Watch')).toBe('0');
    expect(button('Remove one Smart Watch').disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Checkout · $199.99' })).toBeTruthy();
  });

  it('shows out-of-stock products as such and cannot add them', async () => {
    serveCatalogue();
    renderStorefront();
    await screen.findByRole('heading', { name: 'Phone Case' });
    expect(screen.getByText('Out of stock')).toBeTruthy();
    const add = button('Add one Phone Case');
    expect(add.disabled).toBe(true);
    fireEvent.click(add);
    expect(quantityOf('Phone Case')).toBe('0');
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });

  it('keeps the cart across a remount (a reload), dropping products that no longer exist', async () => {
    serveCatalogue();
    const first = renderStorefront();
    await screen.findByRole('heading', { name: 'Smart Watch' });
    fireEvent.click(button('Add one Smart Watch'));
    fireEvent.click(button('Add one Smart Watch'));
    first.unmount();
    localStorage.setItem(
      CART_KEY,
      JSON.stringify({ ...JSON.parse(localStorage.getItem(CART_KEY) ?? '{}'), gone: 1 }),
    );

    renderStorefront();
    await screen.findByRole('heading', { name: 'Smart Watch' });
    expect(quantityOf('Smart Watch')).toBe('2');
    expect(screen.getByText(/no longer available and were removed/)).toBeTruthy();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '{}')).toEqual({ item_2: 2 }));
  });

  it('goes to the checkout with the chosen method and back with the History API', async () => {
    serveCatalogue();
    renderStorefront();
    await screen.findByRole('heading', { name: 'Smart Watch' });
    fireEvent.click(button('Add one Smart Watch'));
    fireEvent.click(button('Mobile'));
    expect(button('Mobile').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Checkout · $299.99' }));

    expect(window.location.pathname).toBe('/catalogue/demo-catalogue/checkout');
    expect(await screen.findByRole('heading', { name: 'Complete Your Order' })).toBeTruthy();
    expect(button('Mobile').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Catalogue' }));
    expect(window.location.pathname).toBe('/catalogue/demo-catalogue');
    expect(screen.getByRole('heading', { name: 'Product Catalogue' })).toBeTruthy();
  });
});

describe('StorefrontApp: the methods the page offers', () => {
  const NO_METHOD: PublicCatalogue = {
    ...PUBLIC_CATALOGUE,
    paymentMethods: { card: false, mobileMoneyCountries: [], bankTransfer: false },
  };

  it('shows only Mobile when no card can pay', async () => {
    serveCatalogue(() => ({
      ...PUBLIC_CATALOGUE,
      paymentMethods: { card: false, mobileMoneyCountries: ['KE'], bankTransfer: false },
    }));
    renderStorefront();
    await screen.findByRole('heading', { name: 'Product Catalogue' });
    expect(button('Mobile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Card' })).toBeNull();
  });

  it('says the catalogue cannot be paid, with no method and no way to the checkout, when none is offered', async () => {
    serveCatalogue(() => NO_METHOD);
    renderStorefront();
    await screen.findByRole('heading', { name: 'Product Catalogue' });
    fireEvent.click(button('Add one Wireless Headphones'));
    expect(
      screen.getByText('This page cannot take payments in USD yet. Please contact Demo Merchant.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Card' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Checkout/ })).toBeNull();
  });

  it('shows the notice instead of the order form on the checkout address', async () => {
    window.history.replaceState(null, '', '/catalogue/demo-catalogue/checkout');
    localStorage.setItem(CART_KEY, JSON.stringify({ item_1: 1 }));
    serveCatalogue(() => NO_METHOD);
    renderStorefront();
    await screen.findByRole('heading', { name: 'Complete Your Order' });
    expect(
      screen.getByText('This page cannot take payments in USD yet. Please contact Demo Merchant.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).toBeNull();
  });
});

describe('StorefrontApp: the checkout', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/catalogue/demo-catalogue/checkout');
  });

  it('shows "Loading checkout..." and then the saved cart after a reload', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify({ item_1: 2, item_2: 1 }));
    serveCatalogue();
    renderStorefront();
    expect(screen.getByText('Loading checkout...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Complete Your Order' });
    expect(screen.getByText('2 × $199.99')).toBeTruthy();
    expect(screen.getByText('1 × $299.99')).toBeTruthy();
    expect(screen.getByText('$699.97')).toBeTruthy();
    for (const badge of ['Secure', 'Global', 'Mobile'])
      expect(screen.getAllByText(badge).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Catalogue' }).getAttribute('href')).toBe(
      '/catalogue/demo-catalogue',
    );
  });

  it('says the cart is empty when it is', async () => {
    serveCatalogue();
    renderStorefront();
    // Slow under load: the catalogue's read and the checkout view's first import come first.
    expect(await screen.findByText('Your cart is empty', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Catalogue' })).toBeTruthy();
  }, 20_000);

  it('keeps Pay disabled until the name, email and the card fields are filled', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify({ item_1: 1 }));
    serveCatalogue();
    renderStorefront();
    await screen.findByRole('heading', { name: 'Complete Your Order' });
    const pay = () => button('Pay $199.99');
    expect(pay().disabled).toBe(true);
    type('Full Name', 'Amina Uwase');
    type('Email', 'amina@example.com');
    expect(pay().disabled).toBe(true);
    fireEvent.click(button('Card'));
    type('Card Number', '4242 4242 4242 4242');
    type('Expiry Date', '12/39');
    expect(pay().disabled).toBe(true);
    type('CVV', '123');
    expect(pay().disabled).toBe(false);
    type('Email', '');
    expect(pay().disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Shipping Address (optional)' })).toBeTruthy();
  });

  it('pays by bank transfer with the name and email alone, and shows the account', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify({ item_1: 1 }));
    const { requests } = serveCatalogue(undefined, () =>
      jsonResponse(
        {
          id: 'pay_01',
          status: 'requires_action',
          amountMinor: 19_999,
          currency: 'USD',
          paymentMethod: { type: 'bank_transfer' },
          nextAction: {
            type: 'bank_transfer',
            bankName: 'Malipo Sandbox Bank',
            accountNumber: '4012345678',
            amountMinor: 19_999,
            currency: 'USD',
            reference: 'SBX-1A2B3C4D',
            expiresAt: null,
          },
          failure: null,
          receiptId: null,
          transferMismatch: null,
          createdAt: '2026-01-01T10:00:00.000Z',
        },
        201,
      ),
    );
    renderStorefront();
    await screen.findByRole('heading', { name: 'Complete Your Order' });
    type('Full Name', 'Amina Uwase');
    type('Email', 'amina@example.com');
    fireEvent.click(button('Bank transfer'));
    expect(screen.getByText('We will give you an account to transfer to.')).toBeTruthy();
    fireEvent.click(button('Pay $199.99'));

    expect(await screen.findByRole('heading', { name: 'Transfer $199.99 to this account' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      url: '/api/public/catalogues/demo-catalogue/orders',
      body: { paymentMethod: { type: 'bank_transfer' }, totalMinor: 19_999 },
    });
  });

  it('tells the payer when prices changed, reloads the catalogue and shows the new total', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify({ item_1: 2 }));
    let catalogueReads = 0;
    const repriced: PublicCatalogue = {
      ...PUBLIC_CATALOGUE,
      catalogue: {
        ...PUBLIC_CATALOGUE.catalogue,
        items: PUBLIC_CATALOGUE.catalogue.items.map((item) =>
          item.id === 'item_1' ? { ...item, priceMinor: 17_500 } : item,
        ),
      },
    };
    const { requests } = serveCatalogue(
      () => (++catalogueReads === 1 ? PUBLIC_CATALOGUE : repriced),
      (request) =>
        request.url === '/api/sandbox/tokens'
          ? jsonResponse(
              { token: 'tok_abc', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 } },
              201,
            )
          : jsonResponse(
              { error: { code: 'price_mismatch', message: 'The prices of your order changed.' } },
              422,
            ),
    );
    renderStorefront();
    await screen.findByRole('heading', { name: 'Complete Your Order' });
    type('Full Name', 'Amina Uwase');
    type('Email', 'amina@example.com');
    fireEvent.click(button('Card'));
    type('Card Number', '4242 4242 4242 4242');
    type('Expiry Date', '12/39');
    type('CVV', '123');
    type('Cardholder Name', 'Amina Uwase');
    fireEvent.click(button('Pay $399.98'));

    expect((await screen.findByRole('alert')).textContent).toBe('Prices have changed. Review your order.');
    const order = requests.find((r) => r.url.endsWith('/orders'));
    expect(order?.body).toMatchObject({
      lines: [{ itemId: 'item_1', quantity: 2, unitPriceMinor: 19_999 }],
      totalMinor: 39_998,
      payer: { name: 'Amina Uwase', email: 'amina@example.com' },
      shippingAddress: '',
    });
    expect(await screen.findByRole('button', { name: 'Pay $350.00' })).toBeTruthy();
    expect(catalogueReads).toBe(2);
  });

  it('confirms the order, links the receipt and empties the cart', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify({ item_2: 1 }));
    serveCatalogue(undefined, (request) =>
      request.url === '/api/sandbox/tokens'
        ? jsonResponse(
            { token: 'tok_abc', card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 } },
            201,
          )
        : jsonResponse(
            {
              id: 'pay_09',
              status: 'succeeded',
              amountMinor: 29_999,
              currency: 'USD',
              paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
              nextAction: null,
              failure: null,
              receiptId: 're_09',
              createdAt: '2026-01-01T10:00:00.000Z',
            },
            201,
          ),
    );
    renderStorefront();
    await screen.findByRole('heading', { name: 'Complete Your Order' });
    type('Full Name', 'Amina Uwase');
    type('Email', 'amina@example.com');
    type('Shipping Address (optional)', ' KN 5 Rd, Kigali ');
    fireEvent.click(button('Card'));
    type('Card Number', '4242 4242 4242 4242');
    type('Expiry Date', '12/39');
    type('CVV', '123');
    type('Cardholder Name', 'Amina Uwase');
    fireEvent.click(button('Pay $299.99'));

    await screen.findByText('Order Confirmed!');
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe('/receipts/re_09');
    await waitFor(() => expect(localStorage.getItem(CART_KEY)).toBeNull());
  });
});

describe('StorefrontApp: in French', () => {
  const fr = (amountMinor: number) => formatMoneyForLocale(amountMinor, 'USD', 'fr');
  // French amounts hold no-break spaces, which Testing Library's text queries read as plain spaces.
  const asText = (text: string) => text.replace(/\s/g, ' ');

  it('lists the products with French prices and counts, and steps quantities', async () => {
    serveCatalogue();
    renderStorefront('fr');
    await screen.findByRole('heading', { name: 'Catalogue de produits' });
    expect(screen.getByText('3 articles')).toBeTruthy();
    expect(fr(19_999)).toMatch(/^199,99\s\$US$/);
    expect(screen.getByText(asText(fr(19_999)))).toBeTruthy();
    expect(screen.getByText('Épuisé')).toBeTruthy();
    expect(screen.getByText('Votre panier est vide. Utilisez + pour ajouter des produits.')).toBeTruthy();

    fireEvent.click(button('Augmenter la quantité de Wireless Headphones'));
    fireEvent.click(button('Augmenter la quantité de Smart Watch'));
    expect(
      within(screen.getByRole('group', { name: 'Quantité de Smart Watch' })).getByRole('status').textContent,
    ).toBe('1');
    expect(screen.getByText(asText(`1 × ${fr(29_999)}`))).toBeTruthy();
    expect(screen.getByRole('link', { name: `Commander · ${fr(49_998)}` })).toBeTruthy();
    expect(button('Diminuer la quantité de Smart Watch').disabled).toBe(false);
  });

  it('labels the checkout form in French', async () => {
    window.history.replaceState(null, '', '/catalogue/demo-catalogue/checkout');
    localStorage.setItem(CART_KEY, JSON.stringify({ item_1: 2 }));
    serveCatalogue();
    renderStorefront('fr');
    await screen.findByRole('heading', { name: 'Finalisez votre commande' });
    expect(screen.getByRole('heading', { name: 'Récapitulatif' })).toBeTruthy();
    expect(screen.getByText(asText(`2 × ${fr(19_999)}`))).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Vos informations' })).toBeTruthy();
    const address = screen.getByRole('textbox', { name: 'Adresse de livraison (facultatif)' });
    expect(address.getAttribute('placeholder')).toBe('Rue, ville, pays');
    expect(screen.getByRole('group', { name: 'Moyen de paiement' })).toBeTruthy();
    expect(button(`Payer ${fr(39_998)}`).disabled).toBe(true);
    expect(screen.getByText('Sécurisé')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conditions d’utilisation' }).parentElement?.textContent).toBe(
      'En finalisant votre commande, vous acceptez nos Conditions d’utilisation.',
    );
    expect(screen.getByRole('link', { name: 'Retour au catalogue' })).toBeTruthy();
  });
});
