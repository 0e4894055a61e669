/**
 * A replayed answer says so on `/api` as on `/v1` (docs/payments.md#idempotency): every `/api` route
 * taking an `Idempotency-Key` goes through the idempotency plugin, which answers the replay of a
 * stored response with `Idempotent-Replayed: true` and the same status and body. The first answer,
 * a key reused with another request (422) and a key still in flight (409) carry no such header.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkPaymentInputSchema } from '@malipo/contracts/payments';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { requestFingerprint } from '../src/modules/idempotency/idempotent-request';
import { createLinkPaymentService } from '../src/modules/payment-links/link-payments';
import { paymentsLosingCardAnswers } from './lost-answer-payments';
import { createTestApp, type TestApp } from './test-app';
import { paymentCount } from './ledger-helpers';
import { balances, cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import {
  cardMethod,
  createCatalogue,
  createDonationLink,
  donate,
  donationBody,
  orderBody,
  placeOrder,
} from './storefront-helpers';
import { createPlan, subscribe } from './subscription-helpers';
import { addBankAccount, depositByCard, walletPost } from './wallet-helpers';

const REPLAYED = 'idempotent-replayed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Sends one request twice (`send` repeats it under one key): the first answer is fresh, the second
 * its replay, marked. Returns the first answer.
 */
async function expectReplayed(send: () => Promise<LightMyRequestResponse>) {
  const first = await send();
  expect(first.statusCode).toBe(201);
  expect(first.headers[REPLAYED]).toBeUndefined();
  const again = await send();
  expect(again.statusCode).toBe(201);
  expect(again.headers[REPLAYED]).toBe('true');
  expect(again.json()).toEqual(first.json());
  return first;
}

/** Expects `res` to refuse a key reused with another request, without the replay header. */
function expectReused(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(422);
  expect(res.json().error.code).toBe('idempotency_key_reused');
  expect(res.headers[REPLAYED]).toBeUndefined();
}

describe('a replayed dashboard money POST', () => {
  it('a withdrawal replays its answer with Idempotent-Replayed: true and pays out once; another request under the key is 422', async () => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 10_000);
    const body = {
      amountMinor: 3_000,
      currency: 'USD',
      destination: { type: 'bank', payoutAccountId: await addBankAccount(t, cookie) },
    };
    const key = randomUUID();
    const first = await expectReplayed(() => walletPost(t, cookie, '/api/wallet/payouts', body, key));
    expect(first.json()).toMatchObject({ status: 'pending', debitedMinor: 3_000 });
    expect(await balances(t, cookie)).toEqual({ USD: 7_000 });

    expectReused(await walletPost(t, cookie, '/api/wallet/payouts', { ...body, amountMinor: 1_000 }, key));
    expect(await balances(t, cookie)).toEqual({ USD: 7_000 });
  });

  it('a send replays its answer with Idempotent-Replayed: true and sends once; another request under the key is 422', async () => {
    const alice = await t.signUp('Alice');
    const bob = await t.signUp('Bob');
    await depositByCard(t, alice.cookie, 5_000);
    const body = { recipient: bob.email, amountMinor: 1_500, currency: 'USD', note: 'Rent' };
    const key = randomUUID();
    await expectReplayed(() => walletPost(t, alice.cookie, '/api/wallet/transfers', body, key));
    expect(await balances(t, alice.cookie)).toEqual({ USD: 3_500 });
    expect(await balances(t, bob.cookie)).toEqual({ USD: 1_500 });

    expectReused(await walletPost(t, alice.cookie, '/api/wallet/transfers', { ...body, note: 'Other' }, key));
    expect(await balances(t, bob.cookie)).toEqual({ USD: 1_500 });
  });

  it('concurrent sends under one key: one fresh answer, the others its marked replay or 409 in use, one send', async () => {
    const alice = await t.signUp('Alice');
    const bob = await t.signUp('Bob');
    await depositByCard(t, alice.cookie, 5_000);
    const body = { recipient: bob.email, amountMinor: 700, currency: 'USD' };
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => walletPost(t, alice.cookie, '/api/wallet/transfers', body, key)),
    );
    const fresh = answers.filter((a) => a.statusCode === 201 && a.headers[REPLAYED] === undefined);
    expect(fresh).toHaveLength(1);
    for (const a of answers.filter((x) => x !== fresh[0])) {
      if (a.statusCode === 409) {
        expect(a.json().error.code).toBe('idempotency_key_in_use');
        expect(a.headers[REPLAYED]).toBeUndefined();
      } else {
        expect(a.statusCode).toBe(201);
        expect(a.headers[REPLAYED]).toBe('true');
        expect(a.json()).toEqual(fresh[0]?.json());
      }
    }
    expect(await balances(t, bob.cookie)).toEqual({ USD: 700 });
  });

  it.each([
    {
      name: 'a deposit',
      request: async () => ({
        url: '/api/wallet/deposits',
        body: {
          amountMinor: 2_000,
          currency: 'USD',
          paymentMethod: await cardMethod(t, SANDBOX_CARDS.success),
        },
      }),
    },
    {
      name: 'a Direct Pay',
      request: async () => ({
        url: '/api/wallet/direct-pay',
        body: {
          amountMinor: 1_000,
          fromCurrency: 'USD',
          toCurrency: 'RWF',
          recipient: { provider: 'mtn', country: 'RW', phone: '0788123456' },
        },
      }),
    },
    {
      name: 'a Make Payment',
      request: async () => {
        const shop = await t.signUp('Shop');
        const settings = await t.request('GET', '/api/settings', { cookie: shop.cookie });
        return {
          url: '/api/wallet/merchant-payments',
          body: { merchantCode: settings.json().merchantCode, amountMinor: 500, currency: 'USD' },
        };
      },
    },
    {
      name: 'a conversion',
      request: async () => ({
        url: '/api/wallet/conversions',
        body: { amountMinor: 1_000, fromCurrency: 'USD', toCurrency: 'RWF' },
      }),
    },
    {
      name: 'a payment with the virtual card',
      request: async (cookie: string) => {
        expect((await t.request('POST', '/api/virtual-card', { cookie })).statusCode).toBe(201);
        const shop = await t.signUp('Card Shop');
        const settings = await t.request('GET', '/api/settings', { cookie: shop.cookie });
        return {
          url: '/api/virtual-card/payments',
          body: {
            merchantCode: settings.json().merchantCode,
            amountMinor: 700,
            currency: 'USD',
            reference: 'Lunch',
          },
        };
      },
    },
  ])('$name replays its answer with Idempotent-Replayed: true', async ({ request }) => {
    const { cookie } = await t.signUp();
    await depositByCard(t, cookie, 10_000);
    const { url, body } = await request(cookie);
    const key = randomUUID();
    await expectReplayed(() => walletPost(t, cookie, url, body, key));
  });

  it('a refund replays its answer with Idempotent-Replayed: true and refunds once', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 4_000 });
    const paid = await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)));
    const url = `/api/payments/${paid.json().id}/refunds`;
    const key = randomUUID();
    const send = (body: unknown) =>
      t.request('POST', url, { cookie, body, headers: { 'idempotency-key': key } });
    const first = await expectReplayed(() => send({ amountMinor: 1_000 }));
    expect(first.json()).toMatchObject({ status: 'succeeded', amountMinor: 1_000 });
    expect(await balances(t, cookie)).toEqual({ USD: 3_000 });

    expectReused(await send({ amountMinor: 2_000 }));
    expect(await balances(t, cookie)).toEqual({ USD: 3_000 });
  });
});

describe('a replayed payer payment POST', () => {
  it('a payment replays its answer with Idempotent-Replayed: true and pays once; another request under the key is 422', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 2_500 });
    const body = cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success));
    const key = randomUUID();
    const first = await expectReplayed(() => pay(t, linkId, body, key));
    expect(first.json().status).toBe('succeeded');

    expectReused(await pay(t, linkId, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)), key));
    expect(await paymentCount(t.db, linkId)).toBe(1);
    expect(await balances(t, cookie)).toEqual({ USD: 2_500 });
  });

  it('a key whose payment is still in flight is 409 without the header; once the recovery job stores the answer, a repeat replays it', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 900 });
    const body = cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success));
    const key = randomUUID();
    // The first request's provider answer is lost: its payment stays `processing`, its key in flight.
    const lost = paymentsLosingCardAnswers(t);
    const url = `/api/public/payment-links/${linkId}/payments`;
    const started = await createLinkPaymentService({ payments: lost }).pay({
      linkId,
      idempotencyKey: key,
      fingerprint: requestFingerprint('POST', url, createLinkPaymentInputSchema.parse(body)),
      body,
    });
    expect(started.body).toMatchObject({ status: 'processing' });

    const inFlight = await pay(t, linkId, body, key);
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json().error.code).toBe('idempotency_key_in_use');
    expect(inFlight.headers[REPLAYED]).toBeUndefined();

    t.clock.advance(61_000);
    await t.jobs.runDue();
    const replay = await pay(t, linkId, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(replay.json()).toMatchObject({ id: (started.body as { id: string }).id, status: 'succeeded' });
    expect(await paymentCount(t.db, linkId)).toBe(1);
  });

  it.each([
    {
      name: 'a donation',
      send: async (cookie: string) => {
        const link = await createDonationLink(t, cookie);
        const body = donationBody(1_000, await cardMethod(t, SANDBOX_CARDS.success));
        const key = randomUUID();
        return () => donate(t, link.id, body, key);
      },
    },
    {
      name: 'a catalogue order',
      send: async (cookie: string) => {
        const catalogue = await createCatalogue(t, cookie);
        const body = orderBody(catalogue, { Tea: 2 }, await cardMethod(t, SANDBOX_CARDS.success));
        const key = randomUUID();
        return () => placeOrder(t, catalogue.id, body, key);
      },
    },
    {
      name: 'a subscription',
      send: async (cookie: string) => {
        const linkId = await createPlan(t, cookie);
        const method = await cardMethod(t, SANDBOX_CARDS.success);
        const key = randomUUID();
        return () => subscribe(t, linkId, method, 'sub@example.com', key);
      },
    },
  ])('$name replays its answer with Idempotent-Replayed: true', async ({ send }) => {
    const { cookie } = await t.signUp();
    await expectReplayed(await send(cookie));
  });
});
