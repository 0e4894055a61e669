/**
 * Mobile money numbers checked against the chosen provider's prefixes before anything is recorded
 * (`normalizePhone` in `@malipo/contracts/mobile-money`), through the public API and the payment link
 * form posted without JavaScript, and the pending page naming the operator's prompt
 * (docs/payments.md#mobile-money).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createLink, pay } from './payment-helpers';
import { getPage, postForm, textOf } from './payer-form-helpers';
import { createPayerPagesApp } from './payer-renderer';
import type { TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, cookie, close } = await createPayerPagesApp('Nyungwe Crafts'));
});
afterAll(() => close());

const AIRTEL_WITH_MTN_NUMBER = {
  payer: { name: 'Ada Payer', email: 'ada@example.com' },
  paymentMethod: { type: 'mobile_money', provider: 'airtel', country: 'RW', phone: '+250788123456' },
};

/** How many payments are recorded for link `linkId`. */
async function recorded(linkId: string) {
  const payments = await queryRows<{ id: string }>(
    t.db,
    sql`select id from payments where source_id = ${linkId}`,
  );
  return payments.length;
}

describe('a number that is not the chosen provider’s', () => {
  it('an Airtel payment with an MTN Rwanda number is refused 400 with the field message, and nothing is recorded', async () => {
    const linkId = await createLink(t, cookie, { amountMinor: 5_000, currency: 'RWF' });
    const res = await pay(t, linkId, AIRTEL_WITH_MTN_NUMBER);

    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        'paymentMethod.phone':
          'This is not an Airtel Money number. Check the number or choose another provider.',
      },
    });
    expect(await recorded(linkId)).toBe(0);
    const links = await t.request('GET', '/api/payment-links', { cookie });
    expect(links.json().data.find((link: { id: string }) => link.id === linkId)).toMatchObject({
      paymentsCount: 0,
    });
  });

  it('the same number as MTN is taken', async () => {
    const linkId = await createLink(t, cookie, { amountMinor: 5_000, currency: 'RWF' });
    const res = await pay(t, linkId, {
      ...AIRTEL_WITH_MTN_NUMBER,
      paymentMethod: { ...AIRTEL_WITH_MTN_NUMBER.paymentMethod, provider: 'mtn' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'requires_action' });
    expect(await recorded(linkId)).toBe(1);
  });

  it('a form posted without JavaScript shows the message in the page’s language', async () => {
    const linkId = await createLink(t, cookie);
    const posted = await postForm(
      t,
      `/pay/${linkId}`,
      {
        intent: 'pay',
        name: 'Ada Payer',
        email: 'ada@example.com',
        method: 'mobile',
        country: 'RW',
        provider: 'airtel',
        phone: '0788123456',
        idempotencyKey: randomUUID(),
      },
      { cookie: 'malipo_lang=fr' },
    );
    expect(posted.statusCode).toBe(400);
    expect(textOf(posted.body)).toContain(
      'Ce numéro n’est pas un numéro Airtel Money. Vérifiez le numéro ou choisissez un autre opérateur.',
    );
    expect(await recorded(linkId)).toBe(0);
  });
});

describe('the pending page', () => {
  it('names the operator’s prompt, server-rendered, with the masked number', async () => {
    const linkId = await createLink(t, cookie, { amountMinor: 150_000, currency: 'KES' });
    const res = await pay(t, linkId, {
      payer: { name: 'Ada Payer', email: 'ada@example.com' },
      paymentMethod: { type: 'mobile_money', provider: 'mpesa', country: 'KE', phone: '+254712345678' },
    });
    expect(res.statusCode).toBe(201);
    const page = await getPage(t, `/pay/${linkId}?payment=${res.json().id}`);
    const text = textOf(page.body);
    expect(text).toContain('Check your phone: enter your M-Pesa PIN to pay KES1,500.00 to Nyungwe Crafts.');
    expect(text).toContain('+254 ••• ••• 678');
  });
});
