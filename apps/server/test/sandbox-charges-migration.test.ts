/**
 * The sandbox's charges keyed by their reference (migration 0044, docs/architecture.md#scale): a
 * charge made before the migration is still found by the random id its payment recorded — its OTP
 * confirmed, its card refunded — while a charge made after it is `sbx_ch_` and its reference, found
 * by that id through the primary key.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { expect, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_OTP_CODE } from '@malipo/contracts/sandbox-cards';
import type { Db } from '../src/db/client';
import { createManualClock } from '../src/lib/clock';
import { sandboxChargeWithId } from '../src/modules/sandbox/sandbox-charge-ids';
import { createSandboxProvider } from '../src/modules/sandbox/sandbox-provider';
import { indexPlan } from './index-helpers';
import { migratedBefore } from './migration-helpers';

/** The journal index of `0044_sandbox_charges_keyed_by_reference`. */
const KEYED_BY_REFERENCE = 44;

it('finds the charges made before the migration by their old ids, and new ones by their reference', async () => {
  const database = await migratedBefore(KEYED_BY_REFERENCE);
  const { pg } = database;
  await pg.exec(`insert into sandbox_charges (id, reference, method, amount_minor, currency, status, scenario, created_at)
    values ('sbx_ch_01OLDOTP', 'pay_otp', 'card', 1000, 'USD', 'requires_otp', 'otp', now()),
      ('sbx_ch_01OLDPAID', 'pay_paid', 'card', 2500, 'USD', 'succeeded', 'success', now())`);
  await database.migrateRest();

  const db = drizzle(pg) as unknown as Db;
  const sandbox = createSandboxProvider({ db, clock: createManualClock(), mobileMoneyDelayMs: 0 });
  expect(await sandbox.confirmOtp({ providerPaymentId: 'sbx_ch_01OLDOTP', code: SANDBOX_OTP_CODE })).toEqual({
    status: 'succeeded',
    providerPaymentId: 'sbx_ch_01OLDOTP',
  });
  expect(await sandbox.retrieve('pay_paid')).toEqual({
    status: 'succeeded',
    providerPaymentId: 'sbx_ch_01OLDPAID',
  });
  expect(
    await sandbox.refundCard({
      reference: 're_old',
      providerPaymentId: 'sbx_ch_01OLDPAID',
      amountMinor: 500,
      currency: 'USD',
    }),
  ).toEqual({ status: 'succeeded', providerRefundId: 'sbx_ch_re_old' });

  const { token } = await sandbox.tokenizeCard({
    number: SANDBOX_CARDS.otp,
    expiry: '12/39',
    cvc: '123',
    holderName: 'New Payer',
  });
  const charged = await sandbox.chargeCard({
    reference: 'pay_new',
    token,
    amountMinor: 700,
    currency: 'USD',
  });
  expect(charged).toEqual({ status: 'requires_otp', providerPaymentId: 'sbx_ch_pay_new' });
  expect(await sandbox.confirmOtp({ providerPaymentId: 'sbx_ch_pay_new', code: SANDBOX_OTP_CODE })).toEqual({
    status: 'succeeded',
    providerPaymentId: 'sbx_ch_pay_new',
  });
  // Under the same reference, the same charge: the key is the reference.
  expect(
    await sandbox.chargeCard({ reference: 'pay_new', token, amountMinor: 700, currency: 'USD' }),
  ).toEqual({
    status: 'succeeded',
    providerPaymentId: 'sbx_ch_pay_new',
  });
  const { rows } = await pg.query<{ n: number }>(`select count(*)::int as n from sandbox_charges`);
  expect(rows[0]?.n).toBe(4);

  // With sequential scans ruled out, a lookup by id probes the primary key and the old ids' index.
  const text = await indexPlan(
    db,
    sql`select * from sandbox_charges where ${sandboxChargeWithId('sbx_ch_pay_new')}`,
  );
  expect(text).toMatch(/sandbox_charges_pkey/);
  expect(text).toMatch(/sandbox_charges_legacy_id_idx/);
  await database.close();
});
