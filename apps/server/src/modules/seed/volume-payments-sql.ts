/**
 * A volume batch's payments (docs/testing.md#volume-data): the staging table both kinds of payment
 * are generated into (`volume-oneoff-sql.ts`, `volume-subscriptions-sql.ts`), and the statements
 * that copy it into `payments` and the sandbox's own `sandbox_charges` — the provider's record of
 * each charge, under the payment's id as reference, so a seeded card payment can be refunded later
 * through the real flow. Each is one `INSERT … SELECT` over the whole batch.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyDigest } from '../../db/schema';
import { sandboxChargeIdSql } from '../sandbox/sandbox-charge-ids';

/**
 * Creates `volume_payments` (temporary, dropped at commit): one row per payment, with its final
 * status (`succeeded`, `failed`, or refunded in part or in full), its sandbox charge, and the ids of
 * its receipt (every payment has one) and order (catalogue orders). A captured payment's ledger
 * transaction is named by the payment (`ledgerTransactionId`).
 */
export async function createPaymentStaging(tx: Db): Promise<void> {
  await tx.execute(sql`
    create temporary table volume_payments (
      id text primary key, merchant_id text not null, source_type text not null, source_id text not null,
      description text not null, amount_minor bigint not null, currency text not null, status text not null,
      method_type text not null, card_token text, card_brand text, card_last4 text, mobile_provider text,
      mobile_country text, payer_phone text, payer_name text, payer_email text not null, failure_code text,
      failure_message text, idempotency_scope text not null, idempotency_key text not null,
      created_at timestamptz not null, updated_at timestamptz not null, succeeded_at timestamptz,
      receipt_id text not null, charge_scenario text not null,
      charge_status text not null, charge_decide_at timestamptz, order_id text, shipping_address text,
      line_count integer, line_start integer, item_count integer, step_minor bigint not null
    ) on commit drop`);
}

/**
 * Copies the staged payments into `payments`, settled as the payment flow leaves them: their key's
 * digest kept, the card token dropped, and the key's texts too but for a subscription's charge,
 * whose key names its period (docs/payments.md#idempotency). Returns how many were written.
 */
export async function insertPayments(tx: Db): Promise<number> {
  const result = await tx.execute(sql`
    insert into payments (id, merchant_id, source_type, source_id, description, amount_minor, currency,
      status, method_type, provider, provider_payment_id, card_token, card_brand, card_last4,
      mobile_provider, mobile_country, payer_phone, payer_name, payer_email, next_action, failure_code,
      failure_message, idempotency_scope, idempotency_key, idempotency_key_digest, created_at, updated_at,
      succeeded_at, receipt_id)
    select id, merchant_id, source_type, source_id, description, amount_minor, currency,
      status, method_type, 'sandbox', ${sandboxChargeIdSql(sql.raw('id'))}, null, card_brand, card_last4,
      mobile_provider, mobile_country, payer_phone, payer_name, payer_email, null, failure_code,
      failure_message, ${subscriptionOnly('idempotency_scope')}, ${subscriptionOnly('idempotency_key')},
      ${idempotencyDigest(sql.raw('idempotency_scope'), sql.raw('idempotency_key'))},
      created_at, updated_at, succeeded_at, receipt_id
    from volume_payments
    order by created_at, id`);
  return rowCount(result);
}

/**
 * Writes the sandbox's charge of each staged payment (`sandbox-provider.ts`): a card charge in its
 * card's scenario, a mobile money request approved or declined (or never answered: still
 * `pending`), a bank transfer received in full (or never: still `pending` past its expiry).
 * Of the settled ones, only those made since `keptFrom`: the retention deletes the older ones
 * (docs/architecture.md#retention).
 */
export async function insertSandboxCharges(tx: Db, keptFrom: Date): Promise<void> {
  await tx.execute(sql`
    insert into sandbox_charges (reference, method, amount_minor, currency, status, scenario,
      failure_code, decide_at, received_minor, created_at)
    select id, method_type, amount_minor, currency, charge_status, charge_scenario, null,
      charge_decide_at, case when method_type = 'bank_transfer' and succeeded_at is not null then amount_minor end,
      created_at
    from volume_payments
    where created_at >= ${keptFrom} or charge_status not in ('succeeded', 'failed')
    order by created_at, id`);
}

/** Column `name` of a subscription's charge, null for any other payment. */
function subscriptionOnly(name: string) {
  return sql.raw(`case when source_type = 'subscription' then ${name} end`);
}

/** The number of rows a statement touched, from either driver's answer. */
export function rowCount(result: unknown): number {
  const value = (result as { rowCount?: number | null; affectedRows?: number }) ?? {};
  return Number(value.rowCount ?? value.affectedRows ?? 0);
}
