/**
 * `db/table-rows.ts`: the payment statements written as SQL templates must read and write rows
 * exactly as Drizzle's query builder does — dates, big integers, JSON and nulls — on each database.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { payments } from '../src/db/schema';
import { tableRows } from '../src/db/table-rows';
import { createLink, mobilePayment, pay } from './payment-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = tableRows(payments);

describe('table rows through SQL templates', () => {
  it('read a payment as the query builder does, and write what the builder reads back', async () => {
    const { cookie } = await t.signUp();
    const linkId = await createLink(t, cookie, { amountMinor: 987_654_321_000, currency: 'RWF' });
    // A mobile money payment awaiting approval: a JSON next action, a phone, nulls.
    const id = (await pay(t, linkId, mobilePayment('0788123456'))).json().id as string;

    const byBuilder = async () => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
    const byTemplate = async () =>
      rows.map(
        (
          await queryRows<Record<string, unknown>>(
            t.db,
            sql`SELECT ${rows.columns} FROM ${payments} WHERE id = ${id}`,
          )
        )[0] ?? {},
      );
    const before = await byBuilder();
    expect(before?.nextAction).toMatchObject({ type: 'mobile_money_approval' });
    expect(await byTemplate()).toEqual(before);

    const succeededAt = new Date('2026-03-04T05:06:07.089Z');
    await t.db.execute(
      sql`UPDATE ${payments} SET ${rows.set({ status: 'succeeded', succeededAt, nextAction: null, failureCode: undefined })}
        WHERE id = ${id}`,
    );
    const after = await byBuilder();
    expect(after).toMatchObject({ status: 'succeeded', succeededAt, nextAction: null });
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(await byTemplate()).toEqual(after);
  });
});
