/**
 * What history's detail view and the API's balance read besides history's pages
 * (`history-query.ts`): a payment, a payout's failure, money in flight, a transaction's ledger
 * entries and the name of a payment's source.
 * @module
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentSourceType } from '@malipo/contracts/payments';
import { queryRows, type Db } from '../../db/client';
import { digestIs } from '../../db/schema/columns';
import {
  catalogues,
  donationLinks,
  invoices,
  historyFilterIn,
  ledgerTransactionId,
  merchantTransactions,
  paymentLinks,
  paymentOfMerchant,
  payments,
  payouts,
  subscriptionLinks,
  subscriptions,
} from '../../db/schema';

/**
 * Payout `id`'s failure `{ code, message }`, or null when it has not failed. Not scoped by merchant:
 * pass an id already found for the merchant.
 */
export async function findPayoutFailure(db: Db, id: string) {
  const [row] = await db
    .select({ code: payouts.failureCode, message: payouts.failureMessage })
    .from(payouts)
    .where(eq(payouts.id, id));
  return row?.code ? { code: row.code, message: row.message ?? '' } : null;
}

/**
 * The merchant's money in flight per currency, minor units: `incomingMinor`, payments and deposits
 * still `processing` or `requires_action`; `outgoingMinor`, payouts still `pending` (what they
 * debited, positive). Read from the payments' and history's (merchant, status, created_at) indexes,
 * which leave out succeeded rows, so their ranges for these statuses hold only what is in flight
 * (docs/architecture.md#scale).
 */
export async function moneyInFlight(
  db: Db,
  merchantId: string,
): Promise<{ currency: string; incomingMinor: number; outgoingMinor: number }[]> {
  const p = payments;
  const h = merchantTransactions;
  const rows = await queryRows<{ currency: string; incoming: number | string; outgoing: number | string }>(
    db,
    sql`select currency, sum(incoming)::text as incoming, sum(outgoing)::text as outgoing from (
          select ${p.currency} as currency, sum(${p.amountMinor}) as incoming, 0 as outgoing from ${p}
          where ${paymentOfMerchant(merchantId)} and ${historyFilterIn(p.status, ['processing', 'requires_action'])}
          group by ${p.currency}
          union all
          select ${h.currency}, 0, sum(abs(${h.amountMinor})) from ${h}
          where ${h.merchantSeq} = (select seq from merchants where id = ${merchantId})
            and ${historyFilterIn(h.status, ['pending'])} and ${inArray(h.type, ['withdrawal', 'direct_pay'])}
          group by ${h.currency}
        ) in_flight group by currency order by currency`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    incomingMinor: Number(row.incoming),
    outgoingMinor: Number(row.outgoing),
  }));
}

/** A merchant's payment by id, or undefined. */
export async function findMerchantPayment(db: Db, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.merchantId, merchantId), eq(payments.id, id)));
  return row;
}

/**
 * Ledger entries posted for a transaction — a payment's (`payment_id`), a payout's, transfer's or
 * conversion's (`record_id`), or a card spending's own ledger transaction — with account and currency,
 * amounts signed in minor units, oldest transaction first and each one's entries by amount, debits
 * first (docs/money.md#the-ledger). Not scoped by merchant: pass an id already found for the merchant.
 */
export async function ledgerEntriesFor(db: Db, paymentId: string) {
  return queryRows<{
    transaction_id: string;
    account_type: string;
    account_key: string;
    amount_minor: number | string;
    currency: string;
    created_at: Date | string;
  }>(
    db,
    sql`select ${ledgerTransactionId('t')} as transaction_id,
               a.type as account_type, a.key as account_key, e.amount_minor, e.currency, t.created_at
        from ledger_transactions t
        join ledger_entries e on e.transaction_seq = t.seq
        join ledger_accounts a on a.seq = e.account_seq
        where ${digestIs(sql`t.payment_id`, paymentId)} or t.record_id = ${paymentId} or t.id = ${paymentId}
        order by t.created_at, t.seq, e.amount_minor, a.key`,
  );
}

/**
 * The current name of a payment's source — a payment link's product, a donation link's or a
 * catalogue's title, an invoice's number — deleted ones included (scoped by merchant); undefined when the source has no
 * name of its own (a deposit) or is gone.
 */
export async function findSourceName(
  db: Db,
  merchantId: string,
  source: { type: PaymentSourceType; id: string },
): Promise<string | undefined> {
  switch (source.type) {
    case 'payment_link': {
      const [row] = await db
        .select({ name: paymentLinks.productName })
        .from(paymentLinks)
        .where(and(eq(paymentLinks.merchantId, merchantId), eq(paymentLinks.id, source.id)));
      return row?.name;
    }
    case 'donation_link': {
      const [row] = await db
        .select({ name: donationLinks.title })
        .from(donationLinks)
        .where(and(eq(donationLinks.merchantId, merchantId), eq(donationLinks.id, source.id)));
      return row?.name;
    }
    case 'catalogue': {
      const [row] = await db
        .select({ name: catalogues.title })
        .from(catalogues)
        .where(and(eq(catalogues.merchantId, merchantId), eq(catalogues.id, source.id)));
      return row?.name;
    }
    case 'subscription': {
      const [row] = await db
        .select({ name: subscriptionLinks.title })
        .from(subscriptions)
        .innerJoin(subscriptionLinks, eq(subscriptionLinks.id, subscriptions.linkId))
        .where(and(eq(subscriptions.merchantId, merchantId), eq(subscriptions.id, source.id)));
      return row?.name;
    }
    case 'invoice': {
      const [row] = await db
        .select({ name: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.merchantId, merchantId), eq(invoices.id, source.id)));
      return row?.name;
    }
    case 'deposit':
    case 'merchant_code':
      return undefined;
  }
}
