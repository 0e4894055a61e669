/**
 * On PostgreSQL every parameterized statement is prepared once per connection, named after its text
 * (`db/client.ts`), so a payment's statements are bound and executed without being parsed again;
 * statements without parameters keep the simple protocol, which allows several in one text.
 * PostgreSQL only: PGlite runs in the process and has no protocol to save.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const SKIPPED = serverUrl ? '' : ' (skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)';

describe.skipIf(!serverUrl)(`statements prepared by text${SKIPPED}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('payments succeed through prepared statements, and plain statements still run', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie);
    const token = await tokenizeCard(t, SANDBOX_CARDS.success);
    // The second and third payments run on statements the first prepared.
    for (let i = 0; i < 3; i++)
      expect((await pay(t, linkId, cardPayment(token))).json().status).toBe('succeeded');

    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      await client.query('select $1::int as one', [1]);
      await client.query('select $1::int as one', [2]);
      // Two statements in one text, no parameters: the simple protocol.
      await client.query('select 1; select 2');
      const { rows } = await client.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements order by name',
      );
      expect(rows.find((r) => r.statement === 'select $1::int as one')?.name).toMatch(/^malipo_\d+$/);
      expect(rows.some((r) => r.statement.startsWith('select 1; select 2'))).toBe(false);
    } finally {
      client.release();
    }
  });
});
