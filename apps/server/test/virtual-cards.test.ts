import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNumberError } from '@malipo/contracts/card';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './test-app';
import { balances, cardPayment, createLink, pay } from './payment-helpers';
import { historyDrift, unbalancedTransactions } from './ledger-helpers';
import { depositByCard, walletPost } from './wallet-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function issueCard(cookie: string) {
  const issued = await t.request('POST', '/api/virtual-card', { cookie });
  expect(issued.statusCode).toBe(201);
  const revealed = (await t.request('POST', '/api/virtual-card/reveal', { cookie })).json();
  return { card: issued.json(), revealed };
}

async function tokenize(revealed: { number: string; expiry: string; securityCode: string }) {
  const res = await t.request('POST', '/api/sandbox/tokens', {
    body: {
      number: revealed.number,
      expiry: revealed.expiry,
      cvc: revealed.securityCode,
      holderName: 'Card Holder',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().token as string;
}

describe('virtual cards', () => {
  it('issues one Luhn-valid card per user, masked, revealed on demand and never stored', async () => {
    const { cookie } = await t.signUp('Ada Holder');
    expect((await t.request('GET', '/api/virtual-card', { cookie })).json()).toEqual({ card: null });
    const { card, revealed } = await issueCard(cookie);
    expect(card).toMatchObject({
      holderName: 'ADA HOLDER',
      status: 'active',
      maskedNumber: `•••• •••• •••• ${card.last4}`,
    });
    expect(revealed.number.replace(/ /g, '')).toMatch(/^539983\d{10}$/);
    expect(cardNumberError(revealed.number)).toBeNull();
    expect(revealed.number.endsWith(card.last4)).toBe(true);
    expect(revealed.securityCode).toMatch(/^\d{3}$/);
    expect(revealed.expiry).toBe(card.expiry);
    expect((await t.request('POST', '/api/virtual-card', { cookie })).statusCode).toBe(409);
    const digits = revealed.number.replace(/ /g, '');
    const dump = await queryRows<{ row: string }>(
      t.db,
      sql`select row_to_json(v)::text as row from virtual_cards v union all select row_to_json(s)::text from sandbox_card_tokens s`,
    );
    expect(dump.some((r) => r.row.includes(digits))).toBe(false);
  });

  it('pays on a Malipo payer page and the spending debits the holder’s wallet', async () => {
    const holder = await t.signUp('Holder');
    const shop = await t.signUp('Shop');
    await depositByCard(t, holder.cookie, 10_000);
    const { revealed } = await issueCard(holder.cookie);
    const linkId = await createLink(t, shop.cookie, { amountMinor: 2_500 });
    const res = await pay(t, linkId, cardPayment(await tokenize(revealed)));
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      paymentMethod: { last4: revealed.number.slice(-4) },
    });
    expect(await balances(t, holder.cookie)).toEqual({ USD: 7_500 });
    expect(await balances(t, shop.cookie)).toEqual({ USD: 2_500 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    // The holder's history shows the spending, paid to the shop.
    const spends = await t.request('GET', '/api/transactions?type=card_spend', { cookie: holder.cookie });
    expect(spends.json().data).toMatchObject([
      { amountMinor: -2_500, counterparty: 'Shop', status: 'succeeded' },
    ]);
    expect(await historyDrift(t.db)).toEqual([]);
  });

  it('the number alone does not pay: a wrong expiry or security code is refused at tokenization', async () => {
    const { cookie } = await t.signUp('Holder');
    const { revealed } = await issueCard(cookie);
    const wrongCode = String((Number(revealed.securityCode) + 1) % 1000).padStart(3, '0');
    const [month, year] = revealed.expiry.split('/');
    const wrongExpiry = `${month}/${String((Number(year) + 1) % 100).padStart(2, '0')}`;
    for (const body of [
      { number: revealed.number, expiry: revealed.expiry, cvc: wrongCode, holderName: 'X' },
      { number: revealed.number, expiry: wrongExpiry, cvc: revealed.securityCode, holderName: 'X' },
    ]) {
      const res = await t.request('POST', '/api/sandbox/tokens', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.cvc).toMatch(/does not match/);
    }
  });

  it('a frozen card and a short wallet are declined and move nothing', async () => {
    const holder = await t.signUp('Holder');
    const shop = await t.signUp('Shop');
    await depositByCard(t, holder.cookie, 1_000);
    const { revealed } = await issueCard(holder.cookie);
    const linkId = await createLink(t, shop.cookie, { amountMinor: 500 });
    const frozen = await t.request('PATCH', '/api/virtual-card', {
      cookie: holder.cookie,
      body: { status: 'frozen' },
    });
    expect(frozen.json().status).toBe('frozen');
    const declined = await pay(t, linkId, cardPayment(await tokenize(revealed)));
    expect(declined.json()).toMatchObject({ status: 'failed', failure: { code: 'card_frozen' } });
    await t.request('PATCH', '/api/virtual-card', { cookie: holder.cookie, body: { status: 'active' } });
    const bigLink = await createLink(t, shop.cookie, { amountMinor: 1_001 });
    const short = await pay(t, bigLink, cardPayment(await tokenize(revealed)));
    expect(short.json()).toMatchObject({ status: 'failed', failure: { code: 'insufficient_funds' } });
    expect(await balances(t, holder.cookie)).toEqual({ USD: 1_000 });
    expect(await balances(t, shop.cookie)).toEqual({});
  });

  it('Make Payment with the virtual card pays a merchant by code', async () => {
    const holder = await t.signUp('Holder');
    const shop = await t.signUp('Corner Shop');
    await depositByCard(t, holder.cookie, 5_000);
    await issueCard(holder.cookie);
    const code = (await t.request('GET', '/api/settings', { cookie: shop.cookie })).json().merchantCode;
    const res = await walletPost(t, holder.cookie, '/api/virtual-card/payments', {
      merchantCode: code,
      amountMinor: 1_500,
      currency: 'USD',
      reference: 'Table 4',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('succeeded');
    expect(await balances(t, holder.cookie)).toEqual({ USD: 3_500 });
    expect(await balances(t, shop.cookie)).toEqual({ USD: 1_500 });
    const list = (await t.request('GET', '/api/dashboard/transactions', { cookie: shop.cookie })).json().data;
    expect(list[0]).toMatchObject({ description: 'Table 4', counterparty: 'Holder', amountMinor: 1_500 });
  });
});
