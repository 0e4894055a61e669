/**
 * Payments' indexes are led by the merchant id's key, not its text (docs/architecture.md#scale):
 * what reads a merchant's payments by merchant alone — the rebuild of its daily totals after a
 * change of time zone, the demo seed's check for history — reaches them through one of those
 * indexes (`paymentOfMerchant`), then compares the text.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentOfMerchant } from '../src/db/schema';
import { indexPlan } from './index-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("finds a merchant's payments through an index that leads with the merchant", async () => {
  const plan = await indexPlan(
    t.db,
    sql`select id from payments where ${paymentOfMerchant('mer_A')} and status = 'succeeded'`,
  );
  expect(plan).toMatch(/using payments_\w+_idx[^]*Index Cond: \(hashtext\(merchant_id\) = /);
  expect(plan).toMatch(/Filter: .*merchant_id = 'mer_A'::text/);
});
