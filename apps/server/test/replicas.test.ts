/**
 * Two replicas on one PostgreSQL database (docs/architecture.md#scale): real server processes —
 * replica A a cluster of two workers (`WEB_CONCURRENCY=2`), replica B one — started together on a
 * throwaway database, each running its job worker. Requests alternate between them; the test then
 * counts in the database and at a webhook receiver that every payment, payout settlement, renewal
 * charge and webhook delivery happened exactly once, that a session works on either replica, and
 * that the login and `/v1` rate limits hold for the deployment, not for each process. PGlite is one
 * process, so the suite skips itself without a PostgreSQL server.
 */
import { randomUUID } from 'node:crypto';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  cookieOf,
  createThrowawayDatabase,
  serverChildPids,
  spawnServer,
  startReplicas,
  waitFor,
  type Replica,
} from './replica-processes';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const SKIPPED = serverUrl
  ? ''
  : ' (skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server; PGlite runs one process)';

/** Low limits, so that a limit counted per process would show: requests a minute. */
const LOGIN_LIMIT = 4;
const API_LIMIT = 6;
const PASSWORD = 'correct-horse-9';

let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
let db: pg.Client;
let receiver: WebhookReceiver;
let a: Replica;
let b: Replica;
let merchant: { cookie: string; email: string; merchantId: string };

/** Replica A, then B, then A…, for request `i`. */
const replica = (i: number) => (i % 2 === 0 ? a : b);

/** Rows of `text` on the test's own connection to the replicas' database. */
async function rows<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(text, values)).rows;
}

async function tokenize(on: Replica): Promise<string> {
  const res = await call(on, 'POST', '/api/sandbox/tokens', {
    body: { number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123', holderName: 'Ada Payer' },
  });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

const dueJobs = async () =>
  Number(
    (
      await rows<{ count: string }>(
        `SELECT count(*) FROM jobs WHERE status = 'running' OR (status = 'pending' AND run_at <= now())`,
      )
    )[0]?.count,
  );

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createThrowawayDatabase(serverUrl);
  receiver = await startWebhookReceiver();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    JOB_POLL_INTERVAL_MS: '100',
    SANDBOX_PAYOUT_DELAY_MS: '300',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
  };
  // Started together: both migrate the empty database at once.
  const [first, second] = await startReplicas([
    ['A', { ...env, WEB_CONCURRENCY: '2' }],
    ['B', { ...env, WEB_CONCURRENCY: '1' }],
  ]);
  if (!first || !second) throw new Error('a replica is missing');
  [a, b] = [first, second];
  db = new pg.Client({ connectionString: database.url });
  await db.connect();

  const email = `replicas_${Date.now()}@example.com`;
  const signUp = await call(a, 'POST', '/api/auth/signup', {
    body: { name: 'Replica Merchant', email, password: PASSWORD },
  });
  expect(signUp.status).toBe(201);
  const cookie = cookieOf(signUp);
  const me = await call(a, 'GET', '/api/auth/me', { cookie });
  merchant = { cookie, email, merchantId: me.body.user.merchantId as string };
  const endpoint = await call(b, 'POST', '/api/webhook-endpoints', {
    cookie,
    body: { url: receiver.url(), description: 'Replica receiver' },
  });
  expect(endpoint.status).toBe(201);
}, 120_000);

afterAll(async () => {
  if (!serverUrl) return;
  const started = [a, b].filter((r): r is Replica => r !== undefined);
  const codes = await Promise.all(started.map((r) => r.stop()));
  await db?.end();
  await receiver?.close();
  await database?.drop();
  // Each replica shuts down gracefully on SIGTERM, a cluster's primary once its workers have.
  expect(codes).toEqual(started.map(() => 0));
}, 60_000);

describe.skipIf(!serverUrl)(`two replicas on one PostgreSQL database${SKIPPED}`, () => {
  it('both replicas start together on an empty database; A runs two server processes, B one', async () => {
    expect(serverChildPids(a.pid)).toHaveLength(2);
    expect(serverChildPids(b.pid)).toHaveLength(0);
  });

  it('the daily jobs are scheduled once though three job workers started', async () => {
    // Daily jobs (reconciliation, housekeeping) are the pending jobs with an empty payload.
    const daily = `SELECT kind, count(*) AS count FROM jobs WHERE status = 'pending' AND payload = '{}'::jsonb GROUP BY kind`;
    await waitFor('the daily jobs', async () => (await rows(daily)).length > 0);
    const counts = await rows<{ kind: string; count: string }>(daily);
    expect(counts.map((c) => [c.kind, Number(c.count)])).toEqual(counts.map((c) => [c.kind, 1]));
  });

  it('a session made on replica A works on replica B, and signing out on A ends it on B', async () => {
    expect((await call(b, 'GET', '/api/auth/me', { cookie: merchant.cookie })).body.user).toMatchObject({
      merchantId: merchant.merchantId,
    });
    const login = await call(b, 'POST', '/api/auth/login', {
      body: { email: merchant.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const second = cookieOf(login);
    expect((await call(a, 'GET', '/api/auth/me', { cookie: second })).status).toBe(200);
    expect((await call(a, 'POST', '/api/auth/logout', { cookie: second })).status).toBe(204);
    expect((await call(b, 'GET', '/api/auth/me', { cookie: second })).status).toBe(401);
  });

  it('payments through both replicas: one Idempotency-Key sent to both at once makes one payment', async () => {
    const link = await call(b, 'POST', '/api/payment-links', {
      cookie: merchant.cookie,
      body: {
        productName: 'Replica Product',
        description: 'Paid twice over',
        amountMinor: 12_500,
        currency: 'USD',
      },
    });
    expect(link.status).toBe(201);
    const pay = (on: Replica, token: string, key = randomUUID()) =>
      call(on, 'POST', `/api/public/payment-links/${link.body.id}/payments`, {
        body: {
          payer: { name: 'Ada Payer', email: 'ada@example.com' },
          paymentMethod: { type: 'card', token },
        },
        headers: { 'idempotency-key': key },
      });
    for (let i = 0; i < 6; i += 1) {
      const res = await pay(replica(i), await tokenize(replica(i)));
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('succeeded');
    }
    // The second is a replay of the first (201, same payment) or still in flight (409).
    const key = randomUUID();
    const token = await tokenize(a);
    const both = await Promise.all([pay(a, token, key), pay(b, token, key)]);
    const created = both.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(both.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);

    const captures = await rows<{ payment_id: string; count: string }>(
      `SELECT p.id AS payment_id, count(lt.seq) AS count FROM payments p
       LEFT JOIN ledger_transactions lt ON lt.payment_id = p.id AND lt.type = 'payment_capture'
       WHERE p.source_type = 'payment_link' AND p.source_id = $1 GROUP BY p.id`,
      [link.body.id],
    );
    expect(captures).toHaveLength(7);
    expect(captures.every((c) => Number(c.count) === 1)).toBe(true);
  });

  it('payouts requested on both replicas settle once each, the failed one reversed once', async () => {
    const account = async (on: Replica, accountNumber: string) => {
      const res = await call(on, 'POST', '/api/payout-accounts', {
        cookie: merchant.cookie,
        body: { bankName: 'Bank of Kigali', accountName: 'Replica Merchant Ltd', accountNumber },
      });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const paying = await account(a, '0012345678');
    const failing = await account(b, '0012340002'); // the sandbox's failing destination
    const ids: string[] = [];
    for (const [i, payoutAccountId] of [paying, paying, paying, failing].entries()) {
      const res = await call(replica(i), 'POST', '/api/wallet/payouts', {
        cookie: merchant.cookie,
        body: { amountMinor: 5_000, currency: 'USD', destination: { type: 'bank', payoutAccountId } },
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id as string);
    }
    const statuses = async () =>
      rows<{ id: string; status: string }>(`SELECT id, status FROM payouts WHERE id = ANY($1) ORDER BY id`, [
        ids,
      ]);
    await waitFor('payouts to settle', async () => (await statuses()).every((p) => p.status !== 'pending'));
    expect((await statuses()).map((p) => p.status).sort()).toEqual(['failed', 'paid', 'paid', 'paid']);
    await waitFor('due jobs to finish', async () => (await dueJobs()) === 0);

    const settled = await rows<{ id: string; count: string }>(
      `SELECT data->>'id' AS id, count(*) AS count FROM events
       WHERE type IN ('payout.paid', 'payout.failed') AND data->>'id' = ANY($1) GROUP BY 1`,
      [ids],
    );
    expect(settled.map((s) => [s.id, Number(s.count)]).sort()).toEqual(ids.map((id) => [id, 1]).sort());
    const ledger = await rows<{ type: string; count: string }>(
      `SELECT type, count(*) AS count FROM ledger_transactions WHERE record_id = ANY($1) GROUP BY type ORDER BY type`,
      [ids],
    );
    expect(ledger.map((l) => [l.type, Number(l.count)])).toEqual([
      ['payout', 4],
      ['payout_reversal', 1],
    ]);
    const submitted = await rows(`SELECT reference FROM sandbox_payouts WHERE reference = ANY($1)`, [ids]);
    expect(submitted).toHaveLength(4);
  });

  it('a renewal due on both replicas, its job duplicated twice, is charged once', async () => {
    const plan = await call(a, 'POST', '/api/subscription-links', {
      cookie: merchant.cookie,
      body: {
        title: 'Replica Plus',
        amountMinor: 1_000,
        currency: 'USD',
        billingCycle: 'monthly',
        trialDays: 0,
      },
    });
    expect(plan.status).toBe(201);
    const subscriptionIds: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const on = replica(i);
      const res = await call(on, 'POST', `/api/public/subscription-links/${plan.body.id}/subscriptions`, {
        body: {
          subscriber: { name: 'Sam Subscriber', email: `sub${i}@example.com` },
          paymentMethod: { type: 'card', token: await tokenize(on) },
        },
      });
      expect(res.status).toBe(201);
      subscriptionIds.push(res.body.subscription.id as string);
    }
    const periods = async () =>
      (
        await rows<{ period_number: number }>(`SELECT period_number FROM subscriptions WHERE id = ANY($1)`, [
          subscriptionIds,
        ])
      ).map((s) => s.period_number);
    await waitFor('first charges', async () => (await periods()).every((p) => p === 1));

    // A month passes: the period-2 jobs fall due now, each with two duplicates (a job may run twice).
    await db.query('BEGIN');
    const due = `kind = 'subscription.charge' AND status = 'pending' AND payload->>'subscriptionId' = ANY($1)`;
    for (const copy of ['dup1', 'dup2']) {
      await db.query(
        `INSERT INTO jobs (id, kind, payload, status, run_at, attempts, max_attempts, created_at)
         SELECT id || '_${copy}', kind, payload, 'pending', now(), 0, max_attempts, now() FROM jobs WHERE ${due}`,
        [subscriptionIds],
      );
    }
    await db.query(`UPDATE jobs SET run_at = now() WHERE ${due}`, [subscriptionIds]);
    await db.query('COMMIT');
    await waitFor('renewals', async () => (await periods()).every((p) => p === 2));
    await waitFor('due jobs to finish', async () => (await dueJobs()) === 0);

    const charges = await rows<{ id: string; payments: string; captures: string }>(
      `SELECT s.id, count(DISTINCT p.id) AS payments, count(lt.seq) AS captures FROM subscriptions s
       JOIN payments p ON p.source_type = 'subscription' AND p.source_id = s.id
       LEFT JOIN ledger_transactions lt ON lt.payment_id = p.id AND lt.type = 'payment_capture'
       WHERE s.id = ANY($1) GROUP BY s.id`,
      [subscriptionIds],
    );
    expect(charges.map((c) => [Number(c.payments), Number(c.captures)])).toEqual(
      subscriptionIds.map(() => [2, 2]),
    );
    const renewed = await rows<{ count: string }>(
      `SELECT count(*) FROM events WHERE type = 'subscription.renewed' AND data->>'id' = ANY($1) GROUP BY data->>'id'`,
      [subscriptionIds],
    );
    expect(renewed.map((r) => Number(r.count))).toEqual(subscriptionIds.map(() => 1));
    const next = await rows(`SELECT id FROM jobs WHERE ${due} AND (payload->>'period')::int = 3`, [
      subscriptionIds,
    ]);
    expect(next).toHaveLength(4);
  });

  it('every webhook event is delivered once, whichever replica recorded or sent it', async () => {
    const deliveries = async () =>
      rows<{ event_id: string; status: string }>(
        `SELECT event_id, status FROM webhook_deliveries WHERE merchant_id = $1`,
        [merchant.merchantId],
      );
    await waitFor('webhook deliveries', async () =>
      (await deliveries()).every((d) => d.status === 'succeeded'),
    );
    const eventIds = (await deliveries()).map((d) => d.event_id).sort();
    // payments, payouts, subscriptions and their renewals
    expect(eventIds.length).toBeGreaterThanOrEqual(7 + 4 + 4 + 4);
    const received = receiver.received.map((r) => String(r.headers['webhook-id'])).sort();
    expect(received).toEqual(eventIds);
  });

  it('the login limit holds across replicas: the attempts allowed add up to the limit, not twice it', async () => {
    const email = `nobody_${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LOGIN_LIMIT + 2; i += 1) {
      const res = await call(replica(i), 'POST', '/api/auth/login', {
        body: { email, password: 'wrong-password-1' },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMIT);
    expect(statuses.slice(LOGIN_LIMIT).every((s) => s === 429)).toBe(true);
  });

  it('the /v1 limit of one key holds across replicas, with 429 rate_limited and Retry-After', async () => {
    const key = await call(a, 'POST', '/api/api-keys', {
      cookie: merchant.cookie,
      body: { name: 'Replicas' },
    });
    expect(key.status).toBe(201);
    const answers = [];
    for (let i = 0; i < 2 * API_LIMIT + 2; i += 1) {
      answers.push(
        await call(replica(i), 'GET', '/v1/payment-links', {
          headers: { authorization: `Bearer ${key.body.secret}` },
        }),
      );
    }
    expect(answers.filter((r) => r.status === 200)).toHaveLength(API_LIMIT);
    const limited = answers.slice(API_LIMIT);
    expect(limited.every((r) => r.status === 429 && r.body.error.code === 'rate_limited')).toBe(true);
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a cluster whose server processes cannot listen (port taken) exits 1 instead of restarting them', async () => {
    const port = Number(new URL(a.baseUrl).port);
    const taken = spawnServer(port, { DATABASE_URL: database.url, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '2' });
    expect(await taken.exited).toBe(1);
    expect(taken.output()).toMatch(/before it listened; stopping/);
    expect((await call(a, 'GET', '/readyz')).status).toBe(200);
  });
});
