import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { queryRows } from '../src/db/client';
import { createTestApp, type TestApp } from './test-app';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' } });
});
afterAll(async () => {
  await t.close();
});

/** Every row of every table in the public schema, as one string. */
async function dumpDatabase(): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    t.db,
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = await queryRows<Record<string, unknown>>(t.db, sql.raw(`select * from "${table_name}"`));
    parts.push(`${table_name}: ${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

it('no card number or CVV is stored in any table or written to the logs', async () => {
  const { cookie } = await t.signUp();
  const linkId = await createLink(t, cookie);
  for (const number of [SANDBOX_CARDS.success, SANDBOX_CARDS.declined, SANDBOX_CARDS.otp]) {
    await pay(t, linkId, cardPayment(await tokenizeCard(t, number)));
  }
  // A tokenization request with an invalid field must not leak the number either.
  await t.request('POST', '/api/sandbox/tokens', {
    body: { number: '4242424242424241', expiry: '01/20', cvc: '9876', holderName: 'X' },
  });

  const dump = await dumpDatabase();
  expect(dump).toContain('"4242"');
  const logs = t.logs.join('');
  expect(logs.length).toBeGreaterThan(0);
  for (const haystack of [dump, logs]) {
    for (const number of [...Object.values(SANDBOX_CARDS), '4242424242424241']) {
      expect(haystack).not.toContain(number);
      expect(haystack).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
    expect(haystack).not.toMatch(/"(cvc|cvv|cardCvv)"\s*:\s*"?\d/);
  }
});
