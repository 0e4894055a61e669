import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { cardPayment, createLink, mobilePayment, pay, tokenizeCard } from './payment-helpers';
import { historyDrift } from './ledger-helpers';
import { depositByCard, walletPost } from './wallet-helpers';

let t: TestApp;
let cookie: string;
let otherCookie: string;
const ids: Record<string, string> = {};

/** Pays `linkId` by card at instant `at` (ISO, UTC). */
async function payAt(linkId: string, at: string, number: string = SANDBOX_CARDS.success, name = 'Ada Payer') {
  t.clock.set(new Date(at));
  const body = cardPayment(await tokenizeCard(t, number));
  body.payer.name = name;
  return (await pay(t, linkId, body)).json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-01T08:00:00Z'));
  ({ cookie } = await t.signUp('History Shop'));
  ({ cookie: otherCookie } = await t.signUp('Someone Else'));
  const usd = await createLink(t, cookie, { productName: 'Coffee Beans', amountMinor: 1_500 });
  const rwf = await createLink(t, cookie, {
    productName: 'Rooibos Tea',
    amountMinor: 2_000,
    currency: 'RWF',
  });
  // Kigali is UTC+2: 21:59Z is 23:59 on 9 March there, 22:01Z is 00:01 on 10 March.
  ids.beforeMidnight = await payAt(usd, '2026-03-09T21:59:00Z');
  ids.afterMidnight = await payAt(usd, '2026-03-09T22:01:00Z', SANDBOX_CARDS.success, 'Baraka Mwangi');
  ids.declined = await payAt(usd, '2026-03-11T10:00:00Z', SANDBOX_CARDS.declined);
  t.clock.set(new Date('2026-03-12T10:00:00Z'));
  ids.mobile = (await pay(t, rwf, mobilePayment('+250788123456'))).json().id;
  for (let i = 0; i < 25; i += 1) await payAt(usd, `2026-03-13T10:${String(i).padStart(2, '0')}:00Z`);
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string, as = cookie) => {
  const res = await t.request('GET', `/api/transactions?${query}`, { cookie: as });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: { id: string; status: string; counterparty: string }[];
    nextCursor: string | null;
  };
};

describe('history', () => {
  it('pages newest first with a cursor until every transaction has been seen once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.data.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(29);
    expect(new Set(seen).size).toBe(29);
    expect(seen.at(-1)).toBe(ids.beforeMidnight);
  });

  it('date filters use day boundaries of the merchant time zone (Africa/Kigali)', async () => {
    const tenth = await list('from=2026-03-10&to=2026-03-10');
    expect(tenth.data.map((row) => row.id)).toEqual([ids.afterMidnight]);
    const ninth = await list('from=2026-03-09&to=2026-03-09');
    expect(ninth.data.map((row) => row.id)).toEqual([ids.beforeMidnight]);
  });

  it('filters by status, method, currency and free text in SQL', async () => {
    expect((await list('status=failed')).data.map((r) => r.id)).toEqual([ids.declined]);
    expect((await list('method=mobile_money')).data.map((r) => r.id)).toEqual([ids.mobile]);
    expect((await list('status=pending')).data.map((r) => r.id)).toEqual([ids.mobile]);
    expect((await list('currency=RWF')).data.map((r) => r.id)).toEqual([ids.mobile]);
    expect((await list('q=baraka')).data.map((r) => r.id)).toEqual([ids.afterMidnight]);
    expect((await list('q=%25')).data).toEqual([]);
  });

  it('search matches any part of the email or the description, and a whole id, whatever the case', async () => {
    expect((await list('q=BARAKA')).data.map((r) => r.id)).toEqual([ids.afterMidnight]);
    expect((await list('q=ROOIBOS')).data.map((r) => r.id)).toEqual([ids.mobile]);
    const declined = ids.declined ?? '';
    const [prefix = '', ulid = ''] = [declined.slice(0, 4), declined.slice(4)];
    for (const spelled of [declined, `${prefix.toUpperCase()}${ulid.toLowerCase()}`, ` ${declined} `]) {
      const found = (await list(`q=${encodeURIComponent(spelled)}`)).data.map((r) => r.id);
      expect(found, spelled).toEqual([declined]);
    }
    // Ids are found whole: their random characters are not in the trigram index.
    expect((await list(`q=${declined.slice(6, 20)}`)).data).toEqual([]);
    const emails = (await list(`q=${encodeURIComponent('@example.com')}&limit=100`)).data;
    expect(emails).toHaveLength(29);
  });

  it('pages rows made at the same instant in id order, each once', async () => {
    const shop = await t.signUp('Same Instant Shop');
    const link = await createLink(t, shop.cookie, { productName: 'Bread', amountMinor: 500 });
    t.clock.set(new Date('2026-03-13T11:00:00Z'));
    const made: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      made.push((await pay(t, link, cardPayment(await tokenizeCard(t, SANDBOX_CARDS.success)))).json().id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`limit=1${cursor ? `&cursor=${cursor}` : ''}`, shop.cookie);
      seen.push(...page.data.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].sort().reverse());
  });

  it("never shows another merchant's transactions", async () => {
    expect((await list('', otherCookie)).data).toEqual([]);
    const detail = await t.request('GET', `/api/transactions/${ids.afterMidnight}`, { cookie: otherCookie });
    expect(detail.statusCode).toBe(404);
  });

  it('the detail view shows payer, method and the balanced ledger entries', async () => {
    const res = await t.request('GET', `/api/transactions/${ids.afterMidnight}`, { cookie });
    const detail = res.json();
    expect(detail).toMatchObject({
      payer: { name: 'Baraka Mwangi', email: 'ada@example.com', phoneMasked: null },
      paymentMethod: { type: 'card', last4: '4242' },
      status: 'succeeded',
    });
    expect(
      detail.ledgerEntries.map((e: { account: string; amountMinor: number }) => [e.account, e.amountMinor]),
    ).toEqual([
      ['Provider clearing (USD)', -1_500],
      ['Your wallet (USD)', 1_500],
    ]);
    const declined = (await t.request('GET', `/api/transactions/${ids.declined}`, { cookie })).json();
    expect(declined).toMatchObject({ failure: { code: 'card_declined' }, ledgerEntries: [] });
  });

  it('exports the filtered set as CSV with a header row', async () => {
    const res = await t.request('GET', '/api/transactions/export.csv?currency=USD&status=succeeded', {
      cookie,
    });
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="malipo-transactions-/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,created_at,type,status,description,counterparty,method,currency,amount,amount_minor',
    );
    expect(lines).toHaveLength(1 + 27);
    expect(res.headers['x-total-count']).toBe('27');
    expect(lines.at(-1)).toContain(
      `${ids.beforeMidnight},2026-03-09T21:59:00.000Z,payment,succeeded,Coffee Beans`,
    );
    expect(lines.at(-1)).toMatch(/visa 4242,USD,15\.00,1500$/);
  });

  it('refuses malformed filters and cursors with field messages', async () => {
    const bad = await t.request('GET', '/api/transactions?from=yesterday&status=lost&cursor=zzz', { cookie });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['from', 'status']));
    const badCursor = await t.request('GET', '/api/transactions?cursor=bm9wZQ', { cookie });
    expect(badCursor.statusCode).toBe(400);
  });

  it('shows the names of today on a send after either side renames, as the sources define them', async () => {
    const sender = await t.signUp('Sender Shop');
    const recipient = await t.signUp('Recipient Shop');
    await depositByCard(t, sender.cookie, 5_000);
    const sent = await walletPost(t, sender.cookie, '/api/wallet/transfers', {
      recipient: recipient.email,
      amountMinor: 1_000,
      currency: 'USD',
    });
    expect(sent.statusCode).toBe(201);
    const rename = await t.request('PATCH', '/api/account', {
      cookie: recipient.cookie,
      body: { name: 'Neema Otieno' },
    });
    expect(rename.statusCode).toBe(200);
    const [out] = (await list('type=transfer_out', sender.cookie)).data;
    expect(out?.counterparty).toBe('Neema Otieno');
    expect((await list('q=neema', sender.cookie)).data).toHaveLength(1);
    expect(await historyDrift(t.db)).toEqual([]);
  });
  it('shows a card spend posted before its payment row in the same transaction', async () => {
    const holder = await t.signUp('Card Holder Shop');
    await depositByCard(t, holder.cookie, 5_000);
    // A card spend's row is copied when its transaction commits, with its payment written; the
    // usual order, card spend after the payment's own commit, is in virtual-cards.test.ts.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger_transactions (id, type, record_id, description, created_at)
        values ('ltx_spend_first', 'card_spend', 'pay_after_its_spend', 'Virtual card', now())`);
      await tx.execute(sql`insert into ledger_entries (transaction_seq, account_seq, amount_minor, currency)
        select (select seq from ledger_transactions where id = 'ltx_spend_first'), a.seq, case when a.type = 'merchant_wallet' then -700 else 700 end, 'USD'
        from ledger_accounts a
        where a.currency = 'USD' and (a.type = 'merchant_wallet' and a.merchant_id = ${holder.user.merchantId}
          or a.id = (select min(id) from ledger_accounts where type = 'provider_clearing' and currency = 'USD'))`);
      await tx.execute(sql`insert into payments
        select (jsonb_populate_record(p, jsonb_build_object('id', 'pay_after_its_spend',
          'idempotency_key', 'pay_after_its_spend', 'idempotency_key_digest', null, 'provider_payment_id', null,
          'receipt_id', 'rcpt_after_its_spend'))).*
        from payments p where p.id = ${ids.beforeMidnight}`);
    });
    const spends = (await list('type=card_spend', holder.cookie)).data;
    expect(spends.map((row) => row.id)).toEqual(['ltx_spend_first']);
    expect(spends[0]?.counterparty).toBe('History Shop');
    expect(await historyDrift(t.db)).toEqual([]);
  });
});
