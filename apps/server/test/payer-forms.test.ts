/**
 * The payment link page's forms posted without JavaScript (docs/architecture.md#payer-pages): they
 * become the public API's requests with the form's idempotency key, go through the sandbox's hosted
 * card step for a card, and come back as redirects to the payment or as the page with its messages.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_OTP_CODE } from '@malipo/contracts/sandbox-cards';
import { createLink } from './payment-helpers';
import { createPayerPagesApp } from './payer-renderer';
import { getPage, postForm, redirectedParam, throughCardStep } from './payer-form-helpers';
import type { TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, cookie, close } = await createPayerPagesApp('Kivu Coffee'));
});
afterAll(() => close());

/** The payment id a `?payment=` redirect names. */
function redirectedPayment(location: string | undefined, linkId: string): string {
  return redirectedParam(location, `/pay/${linkId}`, 'payment');
}

/** How many transactions the merchant's history finds for `query` (a product name). */
const transactionCount = async (query: string) =>
  (
    (await t.request('GET', `/api/transactions?q=${encodeURIComponent(query)}`, { cookie })).json()
      .data as unknown[]
  ).length;

const payment = async (id: string) => (await t.request('GET', `/api/public/payments/${id}`)).json();

const details = { intent: 'pay', name: 'Ada Payer', email: 'ada@example.com' };

describe('payment link forms without JavaScript', () => {
  it('mobile money: 303 to the payment, and a double-submitted form is one payment', async () => {
    const id = await createLink(t, cookie, { productName: 'Double Tap Beans' });
    const form = {
      ...details,
      method: 'mobile',
      country: 'RW',
      provider: 'mtn',
      phone: '0788123456',
      idempotencyKey: randomUUID(),
    };
    const first = await postForm(t, `/pay/${id}?method=mobile`, form);
    const second = await postForm(t, `/pay/${id}?method=mobile`, form);
    expect(first.statusCode).toBe(303);
    const paymentId = redirectedPayment(first.headers.location, id);
    expect(redirectedPayment(second.headers.location, id)).toBe(paymentId);
    expect(await transactionCount('Double Tap Beans')).toBe(1);
    expect((await payment(paymentId)).status).toBe('requires_action');

    // The pending page asks for itself again until the outcome shows (no JavaScript to poll).
    const pending = await getPage(t, first.headers.location ?? '');
    expect(pending.body).toContain('<noscript><meta http-equiv="refresh" content="3"></noscript>');
    expect(pending.body).toContain('Approve the payment on your phone');
  });

  it('a card goes through the hosted card step and comes back paid; the number never reaches the page', async () => {
    const id = await createLink(t, cookie);
    const posted = await postForm(t, `/pay/${id}?method=card`, {
      ...details,
      method: 'card',
      idempotencyKey: randomUUID(),
    });
    expect(posted.statusCode).toBe(303);
    const back = await throughCardStep(t, posted.headers.location, SANDBOX_CARDS.success);
    expect(back.statusCode).toBe(303);
    const paymentId = redirectedPayment(back.headers.location, id);
    expect(await payment(paymentId)).toMatchObject({ status: 'succeeded' });
    const page = await getPage(t, back.headers.location ?? '');
    expect(page.body).toContain('Payment Successful!');
    expect(page.body).not.toContain(SANDBOX_CARDS.success);
  });

  it('a declined card shows its reason; a card asking for a code takes it, a wrong one is refused', async () => {
    const id = await createLink(t, cookie);
    const declinedForm = await postForm(t, `/pay/${id}`, {
      ...details,
      method: 'card',
      idempotencyKey: randomUUID(),
    });
    const declined = await throughCardStep(t, declinedForm.headers.location, SANDBOX_CARDS.declined);
    const declinedPage = await getPage(t, declined.headers.location ?? '');
    expect(declinedPage.body).toContain('Payment failed');
    expect(declinedPage.body).toContain('Your card was declined.');

    const otpForm = await postForm(t, `/pay/${id}`, {
      ...details,
      method: 'card',
      idempotencyKey: randomUUID(),
    });
    const asked = await throughCardStep(t, otpForm.headers.location, SANDBOX_CARDS.otp);
    const paymentId = redirectedPayment(asked.headers.location, id);
    expect((await getPage(t, asked.headers.location ?? '')).body).toContain('Verify your payment');

    const wrong = await postForm(t, `/pay/${id}?payment=${paymentId}`, {
      intent: 'otp',
      paymentId,
      code: '111111',
      idempotencyKey: randomUUID(),
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.body).toContain('Verify your payment');
    expect(wrong.body).toMatch(/incorrect/i);

    const right = await postForm(t, `/pay/${id}?payment=${paymentId}`, {
      intent: 'otp',
      paymentId,
      code: SANDBOX_OTP_CODE,
      idempotencyKey: randomUUID(),
    });
    expect(right.statusCode).toBe(303);
    expect(await payment(paymentId)).toMatchObject({ status: 'succeeded' });
  });

  it('bad input comes back as the page with the message beside the field and what was typed', async () => {
    const id = await createLink(t, cookie);
    const card = await postForm(t, `/pay/${id}`, {
      intent: 'pay',
      method: 'card',
      name: 'Ada Payer',
      email: 'not-an-email',
      idempotencyKey: randomUUID(),
      // A card field posted by a forged form is never used nor shown.
      cardNumber: SANDBOX_CARDS.success,
    });
    expect(card.statusCode).toBe(400);
    expect(card.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(card.body).toContain('Enter a valid email address');
    expect(card.body).toContain('value="Ada Payer"');
    expect(card.body).not.toContain(SANDBOX_CARDS.success);

    const mobile = await postForm(t, `/pay/${id}`, {
      ...details,
      method: 'mobile',
      country: 'RW',
      provider: 'mtn',
      phone: '12',
      idempotencyKey: randomUUID(),
    });
    expect(mobile.statusCode).toBe(400);
    expect(mobile.body).toContain('Mobile Money Phone Number');
    expect(mobile.body).toContain('value="12"');
    expect(mobile.body).toMatch(/aria-invalid="true"/);
  });

  it('a card step state that was altered or is for another link is refused, a canceled one goes back, and nothing is paid', async () => {
    const id = await createLink(t, cookie, { productName: 'Tampered Beans' });
    const other = await createLink(t, cookie, { productName: 'Other Beans' });
    const posted = await postForm(t, `/pay/${id}`, {
      ...details,
      method: 'card',
      idempotencyKey: randomUUID(),
    });
    const state = new URL(posted.headers.location ?? '', 'http://x').searchParams.get('state') ?? '';
    const token = (
      await t.request('POST', '/api/sandbox/tokens', {
        body: { number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123', holderName: 'Ada Payer' },
      })
    ).json().token as string;
    for (const url of [
      `/pay/${other}/card?card_token=${token}&state=${encodeURIComponent(state)}`,
      `/pay/${id}/card?card_token=${token}&state=${encodeURIComponent(`${state}x`)}`,
    ]) {
      const res = await getPage(t, url);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Your card details could not be confirmed');
    }
    const canceled = await getPage(t, `/pay/${id}/card?card_canceled=1&state=${encodeURIComponent(state)}`);
    expect(canceled.statusCode, canceled.body.slice(0, 300)).toBe(303);
    expect(canceled.headers.location).toBe(`/pay/${id}?method=card`);
    expect(await transactionCount('Tampered Beans')).toBe(0);
    expect(await transactionCount('Other Beans')).toBe(0);
  });
});
