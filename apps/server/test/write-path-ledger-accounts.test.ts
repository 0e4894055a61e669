/**
 * The payment write path's shortcuts keep the ledger exact (docs/architecture.md#scale): ledger
 * account ids remembered per process are right across two app instances on one database (as two
 * server processes would be), an account whose creation rolled back is never remembered, and a
 * card payment on a link paid before costs three statements (docs/architecture.md#scale).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { databaseQueriesSent, queryRows, type Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { ledgerAccounts } from '../src/db/schema';
import { createManualClock } from '../src/lib/clock';
import { postLedgerTransaction } from '../src/modules/ledger/ledger.service';
import { CSRF_HEADER } from '../src/plugins/csrf';
import { balances, cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

const METRICS_TOKEN = 'write-path-metrics-token-0123456789';

let t: TestApp;
/** A second app on the same database through its own Drizzle instance: another process's view. */
let other: Awaited<ReturnType<typeof buildApp>>;
let otherDb: Db;

beforeAll(async () => {
  t = await createTestApp();
  const client = (t.db as unknown as { $client: unknown }).$client;
  otherDb = (t.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema })
    : drizzlePg(client as pg.Pool, { schema })) as unknown as Db;
  other = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      METRICS_TOKEN,
    }),
    db: otherDb,
    clock: createManualClock(new Date()),
  });
  await other.app.ready();
});

afterAll(async () => {
  await other?.jobs.stop();
  await other?.app.close();
  await t?.close();
});

/** Pays `linkId` through the other app instance. */
async function payThroughOther(linkId: string, token: string) {
  const res = await other.app.inject({
    method: 'POST',
    url: `/api/public/payment-links/${linkId}/payments`,
    headers: {
      [CSRF_HEADER.name]: CSRF_HEADER.value,
      'content-type': 'application/json',
      'idempotency-key': `other-${randomUUID()}`,
    },
    payload: JSON.stringify(cardPayment(token)),
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().status).toBe('succeeded');
}

describe('ledger account ids remembered per process', () => {
  it('two app instances on one database post to the same wallet, whichever created it', async () => {
    const { cookie, user } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 1_000, currency: 'USD' });
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    // The other instance creates the wallet; this one finds it, then both post to it.
    await payThroughOther(linkId, token);
    for (let i = 0; i < 3; i++) {
      expect((await pay(t, linkId, cardPayment(token))).statusCode).toBe(201);
      await payThroughOther(linkId, token);
    }
    expect(await balances(t, cookie)).toEqual({ USD: 7_000 });
    const wallets = await t.db
      .select({ seq: ledgerAccounts.seq })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.key, `merchant_wallet:${user.merchantId}:USD`));
    expect(wallets).toHaveLength(1);
    const [entries] = await queryRows<{ n: number; sum: number }>(
      t.db,
      sql`select count(*)::int as n, coalesce(sum(amount_minor), 0)::int as sum
          from ledger_entries where account_seq = ${wallets[0]?.seq}`,
    );
    expect(entries).toEqual({ n: 7, sum: 7_000 });
  });

  it('an account whose creation rolled back is created again, not remembered', async () => {
    const currency = 'TZS';
    const posting = () => ({
      type: 'conversion' as const,
      recordId: `cnv_${randomUUID()}`,
      description: 'test',
      createdAt: new Date(),
      entries: [
        { account: { type: 'fx' as const, currency }, amountMinor: 500 },
        { account: { type: 'platform_fees' as const, currency }, amountMinor: -500 },
      ],
    });
    const rolledBack = new Error('roll back');
    await expect(
      t.db.transaction(async (tx) => {
        await postLedgerTransaction(tx, posting());
        // Within its own transaction the new account is used again as it stands.
        await postLedgerTransaction(tx, posting());
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    const keys = [`fx:${currency}`, `platform_fees:${currency}`];
    const left = await t.db
      .select()
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.key} in (${sql.join(keys, sql`, `)})`);
    expect(left).toHaveLength(0);
    // Both instances post to the accounts afterwards: created anew, then found, then remembered.
    for (const db of [t.db, otherDb, t.db, otherDb, t.db]) {
      await db.transaction((tx) => postLedgerTransaction(tx, posting()));
    }
    const [sums] = await queryRows<{ n: number; accounts: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct e.account_seq)::int as accounts
          from ledger_entries e join ledger_accounts a on a.seq = e.account_seq
          where a.key in (${sql.join(keys, sql`, `)})`,
    );
    expect(sums).toEqual({ n: 10, accounts: 2 });
  });
});

describe('statements per card payment', () => {
  it('a card payment that succeeds at once sends three statements to the database', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    // The first payment creates the wallet, the second sees it committed; from then on it is known.
    for (let i = 0; i < 2; i++) expect((await pay(t, linkId, cardPayment(token))).statusCode).toBe(201);
    const before = databaseQueriesSent();
    const res = await pay(t, linkId, cardPayment(token));
    const sent = databaseQueriesSent() - before;
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('succeeded');
    // The key's claim with the payment and its recovery job (the link was read before), the
    // sandbox's charge, and the answer with its ledger transaction, event and stored response
    // (docs/architecture.md#scale). The job worker is not running in tests.
    expect(sent).toBe(3);
  });

  it('GET /metrics exposes the statements sent as malipo_db_queries_total, a counter', async () => {
    const scrape = async () => {
      const res = await other.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE malipo_db_queries_total counter');
      return Number(/^malipo_db_queries_total (\d+)$/m.exec(res.body)?.[1]);
    };
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    const before = await scrape();
    // The count is the process's: this app's database counts its statements (the other instance's
    // Drizzle, made here without `openDatabase`, does not).
    expect((await pay(t, linkId, cardPayment(token))).statusCode).toBe(201);
    expect((await scrape()) - before).toBeGreaterThanOrEqual(3);
  });
});
