/**
 * The catalogue with JavaScript disabled in the browser (docs/architecture.md#payer-pages): the
 * storefront is a GET form whose quantities go into the checkout's address, the checkout posts the
 * cart back as hidden fields, the card is typed on the sandbox provider's hosted card page, and the
 * order is confirmed — nothing kept in the browser's storage.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const openPage = useBrowser();

describe('the catalogue without JavaScript', () => {
  it('a payer types quantities, checks out, pays by card and sees the order confirmed', async () => {
    const payer = await openPage(undefined, { javaScriptEnabled: false });
    await payer.goto('/catalogue/demo-catalogue');
    await payer.getByRole('heading', { name: 'Product Catalogue' }).waitFor();
    await payer.getByRole('spinbutton', { name: 'Quantity of Wireless Headphones' }).fill('2');
    await payer.getByRole('spinbutton', { name: 'Quantity of Smart Watch' }).fill('1');
    await payer.getByRole('button', { name: 'Checkout' }).click();

    await payer.getByRole('heading', { name: 'Complete Your Order' }).waitFor();
    expect(new URL(payer.url()).pathname).toBe('/catalogue/demo-catalogue/checkout');
    const summary = await payer.getByRole('complementary', { name: 'Your order' }).innerText();
    expect(summary).toContain('2 × $199.99');
    expect(summary).toContain('$699.97');

    // Card asks for the page again with the method, the cart still in the address.
    await payer.getByRole('button', { name: 'Card' }).click();
    await payer.getByText('you will enter your card details on the card provider').waitFor();
    await payer.getByLabel('Full Name').fill('Wanjiru Payer');
    await payer.getByLabel('Email').fill('wanjiru@example');
    await payer.getByLabel('Shipping Address').fill('KN 5 Rd, Kigali');
    await payer.getByRole('button', { name: 'Pay $699.97' }).click();
    // Refused beside the field, with the cart and what was typed kept.
    await payer.getByText('Enter a valid email address').waitFor();
    expect(await payer.getByLabel('Shipping Address').inputValue()).toBe('KN 5 Rd, Kigali');
    expect(await payer.getByRole('complementary', { name: 'Your order' }).innerText()).toContain('$699.97');

    await payer.getByLabel('Email').fill('wanjiru@example.com');
    await payer.getByRole('button', { name: 'Pay $699.97' }).click();
    await payer.getByRole('heading', { name: 'Card details' }).waitFor();
    expect(new URL(payer.url()).pathname).toBe('/sandbox/hosted/card');
    await payer.getByLabel('Name on card').fill('Wanjiru Payer');
    await payer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payer.getByLabel('Expiry (MM/YY)').fill('12/30');
    await payer.getByLabel('Security code').fill('123');
    await payer.getByRole('button', { name: 'Continue' }).click();

    await payer.getByText('Order Confirmed!').waitFor();
    expect(new URL(payer.url()).searchParams.get('payment')).toBeTruthy();
    expect(await payer.content()).toContain('$699.97');
    expect(await payer.evaluate(() => localStorage.length).catch(() => 0)).toBe(0);

    await payer.getByRole('link', { name: 'View receipt' }).click();
    await payer.getByRole('heading', { name: 'Order receipt' }).waitFor();
    const rows = payer.getByRole('table').getByRole('row');
    expect(await rows.filter({ hasText: 'Wireless Headphones' }).innerText()).toMatch(/2\s+\$399\.98/);
    expect(await payer.getByRole('article').innerText()).toContain('KN 5 Rd, Kigali');
  });

  it('mobile money: chosen on the storefront, the pending order refreshes itself until it is approved', async () => {
    const payer = await openPage(undefined, { javaScriptEnabled: false });
    await payer.goto('/catalogue/demo-catalogue');
    await payer.getByRole('spinbutton', { name: 'Quantity of Solar Power Bank' }).fill('3');
    await payer.getByRole('button', { name: 'Checkout' }).click();
    await payer.getByRole('button', { name: 'Mobile' }).click();
    await payer.getByLabel('Full Name').fill('Wanjiru Payer');
    await payer.getByLabel('Email').fill('wanjiru@example.com');
    await payer.getByLabel('Mobile Money Phone Number').fill('0788 123 456');
    await payer.getByRole('button', { name: 'Pay $149.97' }).click();
    await payer.getByText('Approve the payment on your phone').waitFor();
    await payer.getByText('Order Confirmed!').waitFor({ timeout: 20_000 });
  });
});
