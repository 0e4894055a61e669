/**
 * Transaction history (docs/product.md#history): filtered pages, the detail view with ledger entries,
 * and the CSV export of the filtered set, streamed batch by batch so memory stays flat at any size
 * (docs/architecture.md#scale). Amounts in minor units, signed (negative when outgoing).
 * @module
 */
import type { Readable } from 'node:stream';
import {
  TRANSACTION_CSV_COLUMNS,
  type TransactionDetail,
  type TransactionFilters,
  type TransactionPage,
  type TransactionPageQuery,
} from '@malipo/contracts/history';
import { minorToDecimalString } from '@malipo/contracts/money';
import { maskPhone } from '@malipo/contracts/mobile-money';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { keysetCsvStream } from '../../lib/keyset-csv';
import { findMerchant } from '../auth/auth.repo';
import { payerDisplayName, receiptIdOf, toPublicPayment } from '../payments/payment-view';
import { refundHistoryDetail } from '../refunds/refunds.repo';
import { historyTransaction, methodCell } from './history-view';
import { decodeCursor, encodeCursor } from './history-cursor';
import {
  findMerchantTransaction,
  historyCount,
  historyExportPage,
  historyPage,
  historyWhere,
  type HistoryMerchant,
  type HistoryRow,
} from './history-query';
import { findMerchantPayment, findPayoutFailure, findSourceName, ledgerEntriesFor } from './history.repo';

/** Rows the CSV export reads per query by default. */
const EXPORT_BATCH = 500;

const ACCOUNT_LABELS: Record<string, string> = {
  merchant_wallet: 'Your wallet',
  provider_clearing: 'Provider clearing',
  platform_fees: 'Malipo fees',
  fx: 'Currency exchange',
};

/**
 * The merchant whose history is read: its id, its row's `seq` (history's key) and time zone. Throws
 * `not_found` for an unknown merchant.
 */
export async function historyMerchant(db: Db, merchantId: string): Promise<HistoryMerchant> {
  const merchant = await findMerchant(db, merchantId);
  if (!merchant) throw new AppError('not_found', 'Merchant not found');
  return merchant;
}

/** Creates the history service; every method reads only the given merchant's records. */
export function createHistoryService({ db, exportBatch = EXPORT_BATCH }: { db: Db; exportBatch?: number }) {
  /**
   * One page of the merchant's transactions matching the filters (dates in the merchant's time
   * zone), newest first: at most `query.limit` rows and `nextCursor`, null on the last page. Throws
   * `validation_failed` (field `cursor`) for a cursor this server did not issue.
   */
  const page = async ({
    merchantId,
    query,
  }: {
    merchantId: string;
    query: TransactionPageQuery;
  }): Promise<TransactionPage> => {
    const { cursor, limit, ...filters } = query;
    const where = historyWhere(await historyMerchant(db, merchantId), filters);
    const rows = await historyPage(db, where, cursor ? decodeCursor(cursor) : null, limit + 1);
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    return {
      data: pageRows.map(historyTransaction),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  };

  /**
   * A transaction with payer, source (named by its link's product or campaign / catalogue title),
   * failure, receipt id, a refund's details and its ledger entries, labelled by account (`Your wallet
   * (USD)`). Throws `not_found` for an unknown id or another merchant's.
   */
  const detail = async ({
    merchantId,
    id,
  }: {
    merchantId: string;
    id: string;
  }): Promise<TransactionDetail> => {
    const row = await findMerchantTransaction(db, await historyMerchant(db, merchantId), id);
    if (!row) throw new AppError('not_found', 'Transaction not found');
    const entries = (await ledgerEntriesFor(db, row.id)).map((entry) => ({
      transactionId: entry.transaction_id,
      account: `${ACCOUNT_LABELS[entry.account_type] ?? entry.account_type} (${entry.currency})`,
      amountMinor: Number(entry.amount_minor),
      currency: entry.currency,
      createdAt: new Date(entry.created_at).toISOString(),
    }));
    const payment =
      row.type === 'payment' || row.type === 'deposit'
        ? await findMerchantPayment(db, merchantId, id)
        : undefined;
    if (!payment) {
      return {
        ...historyTransaction(row),
        payer: {
          name: row.counterparty ?? '',
          email: row.counterpartyEmail ?? '',
          phoneMasked: row.phone ? maskPhone(row.phone) : null,
        },
        source: { type: row.type, id: row.id, name: row.description },
        failure:
          row.type === 'withdrawal' || row.type === 'direct_pay' ? await findPayoutFailure(db, row.id) : null,
        succeededAt: null,
        receiptId: null,
        provider: null,
        transferMismatch: null,
        ledgerEntries: entries,
        ...(row.type === 'refund' ? await refundHistoryDetail(db, merchantId, id) : {}),
      };
    }
    const sourceName = await findSourceName(db, merchantId, {
      type: payment.sourceType,
      id: payment.sourceId,
    });
    return {
      ...historyTransaction(row),
      payer: {
        name: payerDisplayName(payment),
        email: payment.payerEmail,
        phoneMasked: payment.payerPhone ? maskPhone(payment.payerPhone) : null,
      },
      source: { type: payment.sourceType, id: payment.sourceId, name: sourceName ?? payment.description },
      failure: payment.failureCode
        ? { code: payment.failureCode, message: payment.failureMessage ?? '' }
        : null,
      succeededAt: payment.succeededAt?.toISOString() ?? null,
      receiptId: receiptIdOf(payment),
      provider: { name: payment.provider, reference: payment.providerPaymentId },
      transferMismatch: toPublicPayment(payment).transferMismatch,
      ledgerEntries: entries,
    };
  };

  /**
   * The filtered set as a CSV stream, header row first (`TRANSACTION_CSV_COLUMNS`), with how many rows
   * it holds (`rows`, counted first so the dashboard can show progress); the amount appears as a
   * decimal and in minor units. Read by keyset in batches of `exportBatch` rows (default
   * {@link EXPORT_BATCH}) of each side of history (`historyExportPage`) as the client reads, each batch turned into CSV text in one go while the
   * next is already being fetched, so memory does not grow with the rows and a million rows stream
   * at database speed (docs/architecture.md#scale).
   */
  const exportCsv = async ({
    merchantId,
    filters,
  }: {
    merchantId: string;
    filters: TransactionFilters;
  }): Promise<{ rows: number; stream: Readable }> => {
    const where = historyWhere(await historyMerchant(db, merchantId), filters);
    const stream = keysetCsvStream({
      header: TRANSACTION_CSV_COLUMNS,
      batchSize: exportBatch,
      readPage: (after, limit) => historyExportPage(db, where, after, limit),
      toRecord: (row: HistoryRow) => {
        const tx = historyTransaction(row);
        return [
          tx.id,
          tx.createdAt,
          tx.type,
          tx.status,
          tx.description,
          tx.counterparty,
          methodCell(tx.paymentMethod),
          tx.currency,
          minorToDecimalString(tx.amountMinor, tx.currency),
          tx.amountMinor,
        ];
      },
    });
    return { rows: await historyCount(db, where), stream };
  };

  return { page, detail, exportCsv };
}

/** The history service's methods, as the history routes receive them. */
export type HistoryService = ReturnType<typeof createHistoryService>;
