import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { tokenizeCard } from './payment-helpers';
import { createTransaction, merchantWithKey, v1 } from './v1-helpers';
import { depositByCard, settlePayouts, withdrawToBank } from './wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const payer = { name: 'Ada Payer', email: 'ADA@example.com' };

async function cardCharge(number: string = SANDBOX_CARDS.success, overrides: Record<string, unknown> = {}) {
  return {
    amountMinor: 2_500,
    currency: 'USD',
    description: 'Order 1042',
    payer,
    paymentMethod: { type: 'card', token: await tokenizeCard(t, number) },
    ...overrides,
  };
}

describe('POST /v1/transactions', () => {
  it('charges a card token and answers the transaction; the wallet is credited', async () => {
    const m = await merchantWithKey(t);
    const res = await createTransaction(t, m.key.secret, await cardCharge());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.stringMatching(/^pay_/),
      object: 'transaction',
      status: 'succeeded',
      amountMinor: 2_500,
      currency: 'USD',
      description: 'Order 1042',
      source: { type: 'api', id: m.key.id },
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
      nextAction: null,
      failure: null,
      receiptId: expect.stringMatching(/^rcpt_/),
      succeededAt: expect.any(String),
    });
    expect(res.body).not.toContain('tok_');
    const balance = (await v1(t, 'GET', '/v1/accounts/balance', { token: m.key.secret })).json();
    expect(
      balance.balances.find((b: { currency: string }) => b.currency === 'USD').availableMinor,
    ).toBeGreaterThan(0);
  });

  it('shows in the dashboard history like any payment', async () => {
    const m = await merchantWithKey(t);
    const { id } = (await createTransaction(t, m.key.secret, await cardCharge())).json();
    const detail = await t.request('GET', `/api/transactions/${id}`, { cookie: m.cookie });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id, amountMinor: 2_500, currency: 'USD' });
  });

  it('answers a declined card as a failed transaction', async () => {
    const m = await merchantWithKey(t);
    const res = await createTransaction(t, m.key.secret, await cardCharge(SANDBOX_CARDS.declined));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'failed', failure: { code: expect.any(String) } });
  });

  it('asks the payer to approve a mobile money charge; the amount shows as pending until it is approved', async () => {
    const m = await merchantWithKey(t);
    const res = await createTransaction(t, m.key.secret, {
      amountMinor: 5_000,
      currency: 'RWF',
      description: 'Airtime',
      payer,
      paymentMethod: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone: '0788123456' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'mobile_money_approval' },
      paymentMethod: { type: 'mobile_money', provider: 'mtn' },
    });
    const balance = (await v1(t, 'GET', '/v1/accounts/balance', { token: m.key.secret })).json();
    expect(balance).toEqual({
      object: 'balance',
      balances: [{ currency: 'RWF', availableMinor: 0, pendingMinor: 5_000, payoutsPendingMinor: 0 }],
    });

    // The sandbox's phone approves after a few seconds; the payment's sync job then captures it.
    t.clock.advance(6_000);
    await t.jobs.runDue();
    expect((await v1(t, 'GET', '/v1/accounts/balance', { token: m.key.secret })).json().balances).toEqual([
      { currency: 'RWF', availableMinor: 5_000, pendingMinor: 0, payoutsPendingMinor: 0 },
    ]);
  });

  it('shows a withdrawal on its way out until it is paid', async () => {
    const m = await merchantWithKey(t);
    await depositByCard(t, m.cookie, 10_000);
    const payout = await withdrawToBank(t, m.cookie, 5_000);
    expect(payout.json().status).toBe('pending');
    const balance = async () =>
      (await v1(t, 'GET', '/v1/accounts/balance', { token: m.key.secret })).json().balances;
    expect(await balance()).toEqual([
      { currency: 'USD', availableMinor: 5_000, pendingMinor: 0, payoutsPendingMinor: 5_000 },
    ]);
    await settlePayouts(t);
    expect(await balance()).toEqual([
      { currency: 'USD', availableMinor: 5_000, pendingMinor: 0, payoutsPendingMinor: 0 },
    ]);
  });

  it('validates the body: amounts in minor units, a known currency, a valid token', async () => {
    const m = await merchantWithKey(t);
    const bad = await createTransaction(t, m.key.secret, {
      ...(await cardCharge()),
      amountMinor: 12.5,
      currency: 'XXX',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['amountMinor', 'currency']));
    const unknownToken = await createTransaction(t, m.key.secret, {
      ...(await cardCharge()),
      paymentMethod: { type: 'card', token: 'tok_unknown' },
    });
    expect(unknownToken.statusCode).toBe(400);
    expect(unknownToken.json().error.code).toBe('validation_failed');
  });
});

describe('idempotency of POST /v1/transactions', () => {
  it('requires an Idempotency-Key', async () => {
    const m = await merchantWithKey(t);
    const res = await v1(t, 'POST', '/v1/transactions', { token: m.key.secret, body: await cardCharge() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('idempotency_key_missing');
  });

  it('replays the first answer with Idempotent-Replayed and charges once', async () => {
    const m = await merchantWithKey(t);
    const body = await cardCharge();
    const first = await createTransaction(t, m.key.secret, body, 'order-1042');
    const again = await createTransaction(t, m.key.secret, body, 'order-1042');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const list = (await v1(t, 'GET', '/v1/transactions', { token: m.key.secret })).json();
    expect(list.data).toHaveLength(1);
  });

  it('refuses the same key with a different body (422), and scopes keys per merchant', async () => {
    const m = await merchantWithKey(t);
    const body = await cardCharge();
    await createTransaction(t, m.key.secret, body, 'k-1');
    const changed = await createTransaction(t, m.key.secret, { ...body, amountMinor: 9_999 }, 'k-1');
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('idempotency_key_reused');

    const other = await merchantWithKey(t);
    const sameKeyElsewhere = await createTransaction(t, other.key.secret, body, 'k-1');
    expect(sameKeyElsewhere.statusCode).toBe(201);
    expect(sameKeyElsewhere.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a concurrent duplicate gets 409 or the replay, never a second charge', async () => {
    const m = await merchantWithKey(t);
    const body = await cardCharge();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => createTransaction(t, m.key.secret, body, 'burst')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().error.code).toBe('idempotency_key_in_use');
    }
    expect((await v1(t, 'GET', '/v1/transactions', { token: m.key.secret })).json().data).toHaveLength(1);
  });

  it('forgets a key after 24 hours', async () => {
    const m = await merchantWithKey(t);
    const body = await cardCharge();
    await createTransaction(t, m.key.secret, body, 'daily');
    t.clock.advance(24 * 3600 * 1000 + 1);
    const later = await createTransaction(t, m.key.secret, await cardCharge(), 'daily');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('GET /v1/transactions', () => {
  it('reads one transaction; another merchant gets 404', async () => {
    const m = await merchantWithKey(t);
    const other = await merchantWithKey(t);
    const created = (await createTransaction(t, m.key.secret, await cardCharge())).json();
    const read = await v1(t, 'GET', `/v1/transactions/${created.id}`, { token: m.key.secret });
    expect(read.json()).toEqual(created);
    const foreign = await v1(t, 'GET', `/v1/transactions/${created.id}`, { token: other.key.secret });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
  });

  it('pages newest first with a cursor and filters by status, currency and creation time', async () => {
    const m = await merchantWithKey(t);
    const ids: string[] = [];
    const start = t.clock.now();
    for (const [i, card] of [
      SANDBOX_CARDS.success,
      SANDBOX_CARDS.declined,
      SANDBOX_CARDS.success,
    ].entries()) {
      t.clock.advance(1_000);
      const currency = i === 2 ? 'EUR' : 'USD';
      ids.push((await createTransaction(t, m.key.secret, await cardCharge(card, { currency }))).json().id);
    }
    const get = (query: string) => v1(t, 'GET', `/v1/transactions?${query}`, { token: m.key.secret });

    const page1 = (await get('limit=2')).json();
    expect(page1.object).toBe('list');
    expect(page1.data.map((x: { id: string }) => x.id)).toEqual([ids[2], ids[1]]);
    expect(page1.hasMore).toBe(true);
    const page2 = (await get(`limit=2&startingAfter=${ids[1]}`)).json();
    expect(page2.data.map((x: { id: string }) => x.id)).toEqual([ids[0]]);
    expect(page2.hasMore).toBe(false);

    expect((await get('status=failed')).json().data.map((x: { id: string }) => x.id)).toEqual([ids[1]]);
    expect((await get('currency=EUR')).json().data.map((x: { id: string }) => x.id)).toEqual([ids[2]]);
    const from = new Date(start.getTime() + 1_500).toISOString();
    const to = new Date(start.getTime() + 2_500).toISOString();
    expect(
      (await get(`createdFrom=${from}&createdTo=${to}`)).json().data.map((x: { id: string }) => x.id),
    ).toEqual([ids[1]]);

    expect((await get('limit=0')).statusCode).toBe(400);
    expect((await get('status=bogus')).statusCode).toBe(400);
    const badCursor = await get('startingAfter=pay_unknown');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.fields).toEqual({ startingAfter: 'No such object' });
  });

  it('pages transactions made at the same instant in id order, each once', async () => {
    const m = await merchantWithKey(t);
    t.clock.advance(60_000);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      ids.push((await createTransaction(t, m.key.secret, await cardCharge())).json().id);
    }
    const seen: string[] = [];
    for (let after = '', hasMore = true; hasMore;) {
      const query = `limit=1${after ? `&startingAfter=${after}` : ''}`;
      const page = (await v1(t, 'GET', `/v1/transactions?${query}`, { token: m.key.secret })).json();
      seen.push(...page.data.map((x: { id: string }) => x.id));
      hasMore = page.hasMore;
      after = seen.at(-1) ?? '';
    }
    expect(seen).toEqual([...ids].sort().reverse());
  });
});
