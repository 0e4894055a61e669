/**
 * The donation page's forms without JavaScript (docs/architecture.md#payer-pages item 5): step 1 is
 * a GET form whose address (`?amount=` or `?custom=`, `method=`) the server renders as step 2 or as
 * step 1 with a message; step 2 posts to the page and becomes the public donate request with the
 * form's idempotency key, through the hosted card step for a card; `?payment=` shows the outcome.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { getPage, postForm, redirectedParam, textOf, throughCardStep } from './payer-form-helpers';
import { createPayerPagesApp } from './payer-renderer';
import { createDonationLink } from './storefront-helpers';
import type { TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, cookie, close } = await createPayerPagesApp('Kigali Water Trust'));
});
afterAll(() => close());

const get = (url: string) => getPage(t, url);
const post = (url: string, fields: Record<string, string>) => postForm(t, url, fields);

/** The opening tag of the element with `id` in `html`. */
function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element #${id}`);
  return tag;
}

/** The payment id a `?payment=` redirect to the donation page names. */
function redirectedPayment(location: string | undefined, linkId: string): string {
  return redirectedParam(location, `/donate/${linkId}`, 'payment');
}

const payment = async (id: string) => (await t.request('GET', `/api/public/payments/${id}`)).json();
const campaign = async (id: string) =>
  (await t.request('GET', `/api/public/donation-links/${id}`)).json().link;

/** How many transactions the merchant's history finds for `query` (a campaign title). */
const transactionCount = async (query: string) =>
  (
    (await t.request('GET', `/api/transactions?q=${encodeURIComponent(query)}`, { cookie })).json()
      .data as unknown[]
  ).length;

const donor = { intent: 'pay', name: 'Grace Donor', email: 'grace@example.com' };

describe('donation forms without JavaScript', () => {
  it('a preset amount by card: step 1 asks for ?amount=, step 2 posts it, the hosted card step pays, and Thank You! shows the new amount raised', async () => {
    const link = await createDonationLink(t, cookie, { title: 'Preset Wells', goalMinor: 10_000 });
    const step1 = await get(`/donate/${link.id}`);
    expect(step1.statusCode).toBe(200);
    // The preset buttons submit their own GET form; Card and Mobile can be pressed before any code runs.
    expect(step1.body).toMatch(
      /<form id="donation-preset-amount" method="get" action="\/donate\/[^"]+" hidden/,
    );
    expect(step1.body).toMatch(
      /<button type="submit" form="donation-preset-amount" name="amount" value="25"/,
    );
    expect(step1.body).toMatch(/<button type="submit" name="method" value="card" aria-label="Card"/);

    const chosen = await get(`/donate/${link.id}?amount=25`);
    expect(chosen.body).toMatch(/name="amount" value="25" aria-pressed="true"/);
    expect(chosen.body).toContain('<input type="hidden" name="amount" value="25"');

    const address = `/donate/${link.id}?amount=25&custom=&method=card`;
    const step2 = await get(address);
    expect(step2.statusCode).toBe(200);
    const step2Text = textOf(step2.body);
    expect(step2Text).toContain('Donate with card');
    expect(step2Text).toContain('Donate $25.00');
    expect(step2.body).toMatch(/name="amountMinor" value="2500"/);
    expect(step2.body).toMatch(
      /<form[^>]*method="post" action="\/donate\/[^"]+\?amount=25&amp;custom=&amp;method=card"/,
    );

    const posted = await post(address, {
      ...donor,
      method: 'card',
      amount: '25',
      amountMinor: '2500',
      idempotencyKey: randomUUID(),
    });
    expect(posted.statusCode).toBe(303);
    const back = await throughCardStep(t, posted.headers.location, SANDBOX_CARDS.success);
    expect(back.statusCode).toBe(303);
    const paymentId = redirectedPayment(back.headers.location, link.id);
    expect(await payment(paymentId)).toMatchObject({
      status: 'succeeded',
      amountMinor: 2_500,
      currency: 'USD',
    });
    expect(await campaign(link.id)).toMatchObject({ raisedMinor: 2_500, donationsCount: 1 });

    const thanks = await get(back.headers.location ?? '');
    expect(thanks.statusCode).toBe(200);
    const text = textOf(thanks.body);
    expect(text).toContain('Thank You!');
    expect(text).toContain('Thank you for your donation!');
    expect(text).toMatch(/Your donation \$25\.00/);
    expect(text).toMatch(/\$25\.00 raised of \$100\.00 goal/);
    expect(text).toContain('1 donor');
    expect(text).toContain('25% of goal');
    expect(thanks.body).toMatch(/href="\/receipts\/[^"]+"/);
    expect(thanks.body).not.toContain(SANDBOX_CARDS.success);
  });

  it('a custom amount by mobile money in RWF is 5000 minor units; a double-submitted form is one donation; the pending page refreshes itself', async () => {
    const link = await createDonationLink(t, cookie, {
      title: 'Custom Filters',
      goalMinor: 50_000,
      currency: 'RWF',
    });
    const address = `/donate/${link.id}?custom=5%2C000&method=mobile`;
    const step2 = await get(address);
    const step2Text = textOf(step2.body);
    expect(step2Text).toContain('Donate with mobile money');
    expect(step2Text).toContain('Donate RWF 5,000');
    expect(step2Text).toContain('Mobile Money Phone Number');
    expect(step2.body).toMatch(/name="custom" value="5,000"/);
    expect(step2.body).toMatch(/name="amountMinor" value="5000"/);

    const form = {
      ...donor,
      method: 'mobile',
      custom: '5,000',
      amountMinor: '5000',
      country: 'RW',
      provider: 'mtn',
      phone: '0788123456',
      idempotencyKey: randomUUID(),
    };
    const first = await post(address, form);
    const second = await post(address, form);
    expect(first.statusCode).toBe(303);
    const paymentId = redirectedPayment(first.headers.location, link.id);
    expect(redirectedPayment(second.headers.location, link.id)).toBe(paymentId);
    expect(await transactionCount('Custom Filters')).toBe(1);
    expect(await payment(paymentId)).toMatchObject({
      status: 'requires_action',
      amountMinor: 5_000,
      currency: 'RWF',
    });

    const pending = await get(first.headers.location ?? '');
    expect(pending.body).toContain('<noscript><meta http-equiv="refresh" content="3"></noscript>');
    expect(textOf(pending.body)).toContain('Approve the payment on your phone');
  });

  it('an anonymous donation keeps no name, even one typed before the box was checked', async () => {
    const link = await createDonationLink(t, cookie, { title: 'Quiet Gifts' });
    const posted = await post(`/donate/${link.id}?amount=10&method=card`, {
      ...donor,
      name: 'Hidden Donor',
      anonymous: 'on',
      method: 'card',
      amount: '10',
      amountMinor: '1000',
      idempotencyKey: randomUUID(),
    });
    const back = await throughCardStep(t, posted.headers.location, SANDBOX_CARDS.success);
    const paymentId = redirectedPayment(back.headers.location, link.id);
    const paid = await payment(paymentId);
    expect(paid).toMatchObject({ status: 'succeeded', amountMinor: 1_000 });
    const detail = (await t.request('GET', `/api/transactions/${paymentId}`, { cookie })).json();
    expect(detail.payer).toMatchObject({ name: 'Anonymous', email: 'grace@example.com' });
    const receipt = (await t.request('GET', `/api/public/receipts/${paid.receiptId}`)).json();
    expect(receipt.payer.name).toBeNull();
    expect(await transactionCount('Hidden Donor')).toBe(0);
  });

  it('a declined card shows its reason and raises nothing; Try again asks for the page again', async () => {
    const link = await createDonationLink(t, cookie, { title: 'Declined Drive' });
    const posted = await post(`/donate/${link.id}?amount=50&method=card`, {
      ...donor,
      method: 'card',
      amount: '50',
      amountMinor: '5000',
      idempotencyKey: randomUUID(),
    });
    const back = await throughCardStep(t, posted.headers.location, SANDBOX_CARDS.declined);
    const declined = await get(back.headers.location ?? '');
    const text = textOf(declined.body);
    expect(text).toContain('Payment failed');
    expect(text).toContain('Your card was declined.');
    expect(declined.body).not.toContain('http-equiv="refresh"');
    expect(declined.body).toMatch(
      new RegExp(`<form method="get" action="/donate/${link.id}"[^>]*>(<[^>]+>)*Try again`),
    );
    // Try again keeps the amount: the donor is back at step 2 with it, not at an empty step 1.
    const tryAgain = /<form method="get"[^>]*>((?:<input[^>]*>)*)<button/.exec(declined.body)?.[1] ?? '';
    expect(tryAgain).toContain('name="amount" value="50"');
    expect(tryAgain).toContain('name="method" value="card"');
    expect(tryAgain).not.toContain('name="payment"');
    expect(await campaign(link.id)).toMatchObject({ raisedMinor: 0, donationsCount: 0 });
  });

  it('a missing or bad amount in the address shows step 1 with a message', async () => {
    const link = await createDonationLink(t, cookie, { currency: 'RWF' });
    const missing = await get(`/donate/${link.id}?method=card`);
    expect(missing.statusCode).toBe(200);
    expect(textOf(missing.body)).toContain('Step 1 of 2');
    expect(textOf(missing.body)).toContain('Choose an amount or enter your own to donate.');

    const decimals = await get(`/donate/${link.id}?custom=10.5&method=mobile`);
    expect(textOf(decimals.body)).toContain('Step 1 of 2');
    expect(textOf(decimals.body)).toContain('RWF amounts have no decimals');
    const input = tagWithId(decimals.body, 'donation-custom-amount');
    expect(input).toContain('value="10.5"');
    expect(input).toContain('aria-invalid="true"');
  });

  it('a bad amount or email comes back as the page with the message beside the field and what was typed', async () => {
    const link = await createDonationLink(t, cookie, { title: 'Refused Gifts' });
    const badAmount = await post(`/donate/${link.id}?custom=0&method=card`, {
      ...donor,
      method: 'card',
      custom: '0',
      amountMinor: '0',
      idempotencyKey: randomUUID(),
    });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.headers['content-type']).toBe('text/html; charset=utf-8');
    const amountText = textOf(badAmount.body);
    expect(amountText).toContain('Step 1 of 2');
    expect(amountText).toContain('Amount must be greater than 0');
    const input = tagWithId(badAmount.body, 'donation-custom-amount');
    expect(input).toContain('value="0"');
    expect(input).toContain('aria-invalid="true"');

    // A forged amount that is not a number of minor units is refused the same way.
    const forged = await post(`/donate/${link.id}`, {
      ...donor,
      method: 'card',
      custom: 'lots',
      amountMinor: 'lots',
      idempotencyKey: randomUUID(),
    });
    expect(forged.statusCode).toBe(400);
    expect(textOf(forged.body)).toContain('Enter a valid amount');
    expect(tagWithId(forged.body, 'donation-custom-amount')).toContain('value="lots"');

    const badEmail = await post(`/donate/${link.id}?amount=50&method=card`, {
      ...donor,
      email: 'not-an-email',
      anonymous: 'on',
      method: 'card',
      amount: '50',
      amountMinor: '5000',
      idempotencyKey: randomUUID(),
      // A card field posted by a forged form is never used nor shown.
      cardNumber: SANDBOX_CARDS.success,
    });
    expect(badEmail.statusCode).toBe(400);
    const emailText = textOf(badEmail.body);
    expect(emailText).toContain('Donate with card');
    expect(emailText).toContain('Donate $50.00');
    expect(emailText).toContain('Enter a valid email address');
    expect(tagWithId(badEmail.body, 'checkout-email')).toContain('aria-invalid="true"');
    expect(tagWithId(badEmail.body, 'checkout-email')).toContain('value="not-an-email"');
    expect(tagWithId(badEmail.body, 'checkout-name')).toContain('value="Grace Donor"');
    expect(tagWithId(badEmail.body, 'donate-anonymously')).toContain('checked');
    expect(badEmail.body).toMatch(/name="amountMinor" value="5000"/);
    expect(badEmail.body).not.toContain(SANDBOX_CARDS.success);
    expect(await transactionCount('Refused Gifts')).toBe(0);
  });

  it('leaving the hosted card step goes back to step 2 with the amount, nothing paid', async () => {
    const link = await createDonationLink(t, cookie, { title: 'Left Card Step' });
    const posted = await post(`/donate/${link.id}?amount=100&method=card`, {
      ...donor,
      method: 'card',
      amount: '100',
      amountMinor: '10000',
      idempotencyKey: randomUUID(),
    });
    const state = new URL(posted.headers.location ?? '', 'http://x').searchParams.get('state') ?? '';
    const canceled = await get(`/donate/${link.id}/card?card_canceled=1&state=${encodeURIComponent(state)}`);
    expect(canceled.statusCode).toBe(303);
    const page = await get(canceled.headers.location ?? '');
    expect(textOf(page.body)).toContain('Donate $100.00');
    expect(await transactionCount('Left Card Step')).toBe(0);
  });
});
