/**
 * Paying by bank transfer without JavaScript (docs/architecture.md#payer-pages,
 * docs/payments.md#bank-transfer): Bank transfer asks for the details step, the details form posts
 * `method=bank` and comes back as the payment, whose page shows the account and refreshes itself,
 * and the test-mode "Simulate transfer received" form posts to the sandbox and comes back paid.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink } from './payment-helpers';
import { createPayerPagesApp } from './payer-renderer';
import { getPage, postForm, redirectedParam, textOf } from './payer-form-helpers';
import type { TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, cookie, close } = await createPayerPagesApp('Kivu Coffee'));
});
afterAll(() => close());

const payment = async (id: string) => (await t.request('GET', `/api/public/payments/${id}`)).json();

describe('bank transfer without JavaScript', () => {
  it('choose Bank transfer, post the details, see the account, simulate the transfer, see it paid', async () => {
    const id = await createLink(t, cookie, { amountMinor: 12_500 });

    // Step 1's Bank transfer button asks for the page with `?method=bank`.
    const stepOne = await getPage(t, `/pay/${id}`);
    expect(stepOne.body).toMatch(/<button[^>]*name="method"[^>]*value="bank"/);
    const details = await getPage(t, `/pay/${id}?method=bank`);
    expect(details.statusCode).toBe(200);
    expect(textOf(details.body)).toContain('We will give you an account to transfer to.');
    expect(details.body).toContain('name="method" value="bank"');

    const posted = await postForm(t, `/pay/${id}?method=bank`, {
      intent: 'pay',
      method: 'bank',
      name: 'Ada Payer',
      email: 'ada@example.com',
      idempotencyKey: randomUUID(),
    });
    expect(posted.statusCode).toBe(303);
    const paymentId = redirectedParam(posted.headers.location, `/pay/${id}`);
    const waiting = await payment(paymentId);
    expect(waiting).toMatchObject({ status: 'requires_action', nextAction: { type: 'bank_transfer' } });
    const { accountNumber, reference } = waiting.nextAction;

    const page = await getPage(t, posted.headers.location ?? '');
    const text = textOf(page.body);
    expect(text).toContain('Transfer $125.00 to this account');
    expect(text).toContain('Malipo Sandbox Bank');
    expect(text).toContain(accountNumber);
    expect(text).toContain(reference);
    expect(text).toContain('Pay before');
    // It asks for itself again until the money arrives (no JavaScript to poll); no Copy buttons.
    expect(page.body).toContain('<noscript><meta http-equiv="refresh" content="10"></noscript>');
    expect(text).not.toContain('Copy');
    // The test-mode form posts to the sandbox and comes back to the page on the payment.
    expect(page.body).toContain(`action="/sandbox/bank-transfers/${paymentId}"`);
    const returnTo = `/pay/${id}?payment=${paymentId}`;
    expect(page.body).toContain(`name="returnTo" value="${returnTo}"`);
    expect(text).toContain('Simulate transfer received');

    const received = await postForm(t, `/sandbox/bank-transfers/${paymentId}`, { returnTo });
    expect(received.statusCode).toBe(303);
    expect(received.headers.location).toBe(returnTo);
    expect(await payment(paymentId)).toMatchObject({ status: 'succeeded' });
    const paid = await getPage(t, returnTo);
    expect(textOf(paid.body)).toContain('Payment Successful!');
  });

  it('shows the account in French', async () => {
    const id = await createLink(t, cookie, { amountMinor: 12_500 });
    const posted = await postForm(
      t,
      `/pay/${id}?method=bank`,
      {
        intent: 'pay',
        method: 'bank',
        name: 'Ada Payer',
        email: 'ada@example.com',
        idempotencyKey: randomUUID(),
      },
      { cookie: 'malipo_lang=fr' },
    );
    const page = await t.app.inject({
      method: 'GET',
      url: posted.headers.location ?? '',
      headers: { cookie: 'malipo_lang=fr' },
    });
    const text = textOf(page.body);
    expect(text).toContain('sur ce compte');
    expect(text).toContain('Numéro de compte');
    expect(text).toContain('Simuler la réception du virement');
  });
});
