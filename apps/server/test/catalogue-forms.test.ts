/**
 * The catalogue order without JavaScript (docs/architecture.md#payer-pages): the storefront's GET
 * form puts the cart in the checkout's address (`?qty.{itemId}=…`), the checkout renders it on the
 * server and posts it back as hidden fields, which become `POST /api/public/catalogues/{id}/orders`
 * with the form's idempotency key — a card through the hosted card step, mobile money at once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '@malipo/contracts/catalogues';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { paymentCount } from './ledger-helpers';
import { createPayerPagesApp } from './payer-renderer';
import { createCatalogue } from './storefront-helpers';
import { getPage, postForm, redirectedParam, textOf, throughCardStep } from './payer-form-helpers';
import type { TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, cookie, close } = await createPayerPagesApp('Corner Shop Ltd'));
});
afterAll(() => close());

/** Tea and Mug's ids in `catalogue`. */
function ids(catalogue: Catalogue) {
  const [tea, mug] = catalogue.items;
  if (!tea || !mug) throw new Error('catalogue without Tea and Mug');
  return { tea: tea.id, mug: mug.id };
}

/** The checkout's hidden `name="value"` fields in `html`, as the browser would post them. */
function hiddenFields(html: string, formLabel: string): Record<string, string> {
  const form = new RegExp(`<form[^>]*aria-label="${formLabel}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1];
  if (!form) throw new Error(`no form ${formLabel}`);
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1] ?? ''] = match[2] ?? '';
  }
  return fields;
}

/** The order (a payment) a `?payment=` redirect to `/catalogue/{id}/checkout` names. */
function redirectedPayment(location: string | undefined, catalogueId: string): string {
  return redirectedParam(location, `/catalogue/${catalogueId}/checkout`, 'payment');
}

const payment = async (id: string) => (await t.request('GET', `/api/public/payments/${id}`)).json();

const payer = { name: 'Omar Buyer', email: 'omar@example.com', shippingAddress: 'KG 11 Ave, Kigali' };

describe('catalogue orders without JavaScript', () => {
  it('the storefront is a GET form to the checkout with a quantity input per product', async () => {
    const catalogue = await createCatalogue(t, cookie);
    const { tea, mug } = ids(catalogue);
    const page = await getPage(t, `/catalogue/${catalogue.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`method="get" action="/catalogue/${catalogue.id}/checkout"`);
    expect(page.body).toMatch(new RegExp(`<input type="number" name="qty\\.${tea}"`));
    expect(page.body).toMatch(new RegExp(`<input type="number" name="qty\\.${mug}"`));
    expect(page.body).toMatch(/<button type="submit"[^>]*>Checkout<\/button>/);
  });

  it('two products by card through the hosted card step: the checkout shows the cart from the address and the order is confirmed', async () => {
    const catalogue = await createCatalogue(t, cookie);
    const { tea, mug } = ids(catalogue);
    const checkout = await getPage(
      t,
      `/catalogue/${catalogue.id}/checkout?qty.${tea}=2&qty.${mug}=1&method=card`,
    );
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('Complete Your Order');
    expect(checkout.body).toContain('2 × $5.00');
    expect(checkout.body).toContain('Pay $22.50');
    const hidden = hiddenFields(checkout.body, 'Checkout');
    expect(hidden).toMatchObject({
      intent: 'pay',
      method: 'card',
      [`qty.${tea}`]: '2',
      [`price.${tea}`]: '500',
      [`qty.${mug}`]: '1',
      [`price.${mug}`]: '1250',
    });

    const posted = await postForm(
      t,
      `/catalogue/${catalogue.id}/checkout?qty.${tea}=2&qty.${mug}=1&method=card`,
      {
        ...hidden,
        ...payer,
      },
    );
    expect(posted.statusCode).toBe(303);
    const step = new URL(posted.headers.location ?? '', 'http://x');
    expect(step.searchParams.get('returnTo')).toBe(`/catalogue/${catalogue.id}/checkout/card`);
    const back = await throughCardStep(t, posted.headers.location, SANDBOX_CARDS.success);
    expect(back.statusCode, back.body.slice(0, 300)).toBe(303);
    const paymentId = redirectedPayment(back.headers.location, catalogue.id);
    expect(await payment(paymentId)).toMatchObject({ status: 'succeeded', amountMinor: 2_250 });
    const detail = (await t.request('GET', `/api/transactions/${paymentId}`, { cookie })).json();
    expect(detail).toMatchObject({ description: 'Order: 2 × Tea, 1 × Mug', counterparty: 'Omar Buyer' });

    const confirmed = await getPage(t, back.headers.location ?? '');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Order Confirmed!');
    expect(confirmed.body).toContain('$22.50');
    expect(confirmed.body).toContain('View receipt');
    expect(confirmed.body).not.toContain(SANDBOX_CARDS.success);
  });

  it('mobile money: 303 to the order, and the same idempotency key twice is one order', async () => {
    const catalogue = await createCatalogue(t, cookie, { title: 'Twice Shop' });
    const { tea } = ids(catalogue);
    const address = `/catalogue/${catalogue.id}/checkout?qty.${tea}=3&method=mobile`;
    const checkout = await getPage(t, address);
    expect(checkout.body).toContain('Mobile Money Phone Number');
    const form = {
      ...hiddenFields(checkout.body, 'Checkout'),
      ...payer,
      country: 'RW',
      provider: 'mtn',
      phone: '0788123456',
    };
    const first = await postForm(t, address, form);
    const second = await postForm(t, address, form);
    expect(first.statusCode).toBe(303);
    const paymentId = redirectedPayment(first.headers.location, catalogue.id);
    expect(redirectedPayment(second.headers.location, catalogue.id)).toBe(paymentId);
    expect(await payment(paymentId)).toMatchObject({ status: 'requires_action', amountMinor: 1_500 });
    expect(await paymentCount(t.db, catalogue.id)).toBe(1);
    // The order's page keeps the cart in its address, so the summary shows what is being paid for.
    expect(new URL(first.headers.location ?? '', 'http://x').searchParams.get(`qty.${tea}`)).toBe('3');
    const pending = await getPage(t, first.headers.location ?? '');
    expect(pending.body).toContain('Approve the payment on your phone');
    expect(textOf(pending.body)).toContain('3 × ');
  });

  it('a tampered price comes back as the checkout with a clear message, the cart and what was typed', async () => {
    const catalogue = await createCatalogue(t, cookie, { title: 'Tampered Shop' });
    const { tea, mug } = ids(catalogue);
    const address = `/catalogue/${catalogue.id}/checkout?qty.${tea}=2&qty.${mug}=1&method=mobile`;
    const hidden = hiddenFields((await getPage(t, address)).body, 'Checkout');
    const refused = await postForm(t, address, {
      ...hidden,
      [`price.${tea}`]: '1',
      ...payer,
      country: 'RW',
      provider: 'mtn',
      phone: '0788123456',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('Prices have changed. Review your order.');
    // The cart (at the catalogue's own prices) and what was typed are all still there.
    expect(refused.body).toContain('2 × $5.00');
    expect(refused.body).toContain('Pay $22.50');
    expect(refused.body).toContain('value="Omar Buyer"');
    expect(refused.body).toContain('KG 11 Ave, Kigali');
    expect(refused.body).toContain('value="0788123456"');
    expect(hiddenFields(refused.body, 'Checkout')).toMatchObject({
      [`qty.${tea}`]: '2',
      [`price.${tea}`]: '500',
    });
    expect(await paymentCount(t.db, catalogue.id)).toBe(0);
  });

  it('bad details keep the cart in the address; an empty cart says so; nothing is ordered', async () => {
    const catalogue = await createCatalogue(t, cookie, { title: 'Refusing Shop' });
    const { mug } = ids(catalogue);
    const address = `/catalogue/${catalogue.id}/checkout?qty.${mug}=4&method=card`;
    const hidden = hiddenFields((await getPage(t, address)).body, 'Checkout');
    const bad = await postForm(t, address, { ...hidden, ...payer, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a valid email address');
    expect(bad.body).toContain('4 × $12.50');
    expect(bad.body).toContain('value="Omar Buyer"');
    expect(bad.body).toContain('KG 11 Ave, Kigali');
    expect(bad.body).toContain(`"search":"?qty.${mug}=4&method=card"`);

    const empty = await postForm(t, `/catalogue/${catalogue.id}/checkout?method=card`, {
      intent: 'pay',
      method: 'card',
      idempotencyKey: randomUUID(),
      ...payer,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Your cart is empty');
    expect(await paymentCount(t.db, catalogue.id)).toBe(0);
  });

  it('a card step left with Cancel goes back to the checkout with the cart', async () => {
    const catalogue = await createCatalogue(t, cookie, { title: 'Cancel Shop' });
    const { tea } = ids(catalogue);
    const address = `/catalogue/${catalogue.id}/checkout?qty.${tea}=1&method=card`;
    const hidden = hiddenFields((await getPage(t, address)).body, 'Checkout');
    const posted = await postForm(t, address, { ...hidden, ...payer });
    const state = new URL(posted.headers.location ?? '', 'http://x').searchParams.get('state') ?? '';
    const canceled = await getPage(
      t,
      `/catalogue/${catalogue.id}/checkout/card?card_canceled=1&state=${encodeURIComponent(state)}`,
    );
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(address);
  });
});
