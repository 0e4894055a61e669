/**
 * A live-mode card payment without JavaScript (docs/architecture.md#payer-pages,
 * docs/providers.md#routing): the details form pays first and answers 303 to Flutterwave's hosted
 * page (here the local fake's); back on the payer page the payment shows "Confirming your payment…"
 * and refreshes itself until Flutterwave confirms it. No test-mode furniture on a live page.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFlutterwaveFake, type FlutterwaveFake } from './fakes/flutterwave-fake';
import { FLUTTERWAVE } from './live-mode-helpers';
import { createLink } from './payment-helpers';
import { createPayerPagesApp } from './payer-renderer';
import { getPage, postForm, textOf } from './payer-form-helpers';
import type { TestApp } from './test-app';

let fake: FlutterwaveFake;
let t: TestApp;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => {
  fake = await startFlutterwaveFake(FLUTTERWAVE);
  ({ t, cookie, close } = await createPayerPagesApp('Kivu Live', {
    FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE.secretKey,
    FLUTTERWAVE_SECRET_HASH: FLUTTERWAVE.secretHash,
    FLUTTERWAVE_BASE_URL: fake.baseUrl,
  }));
  await t.request('PUT', '/api/mode', { cookie, body: { mode: 'live' } });
});
afterAll(async () => {
  await close();
  await fake.close();
});

describe('a live card payment without JavaScript', () => {
  it('goes to Flutterwave’s page, then confirms itself on the payer page', async () => {
    const id = await createLink(t, cookie, { amountMinor: 1_999 });
    const stepOne = textOf((await getPage(t, `/pay/${id}`)).body);
    expect(stepOne).not.toContain('Test mode');

    const details = textOf((await getPage(t, `/pay/${id}?method=card`)).body);
    expect(details).toContain("You will enter your card details on our payment partner's secure page.");
    expect(details).not.toContain('4242');

    const posted = await postForm(t, `/pay/${id}?method=card`, {
      intent: 'pay',
      method: 'card',
      name: 'Ada Payer',
      email: 'ada@example.com',
      idempotencyKey: randomUUID(),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toMatch(new RegExp(`^${fake.baseUrl}/v3/hosted/pay/\\d+$`));
    const paymentId = fake.lastRequest().body.tx_ref as string;

    // Flutterwave sends the payer back here before it has confirmed the charge.
    const back = await getPage(t, `/pay/${id}?payment=${paymentId}&status=successful&tx_ref=${paymentId}`);
    expect(textOf(back.body)).toContain('Confirming your payment…');
    expect(back.body).toMatch(/<noscript><meta http-equiv="refresh"/);

    fake.complete(paymentId, 'successful');
    t.clock.advance(5_000);
    await t.jobs.runDue();
    const paid = await getPage(t, `/pay/${id}?payment=${paymentId}`);
    expect(textOf(paid.body)).toContain('Payment Successful!');
  });
});
