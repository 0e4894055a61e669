/**
 * Ledger accounts for volume data (docs/money.md#the-ledger): found or created through the ledger's
 * own {@link ensureLedgerAccount}, so keys and ids are exactly those real postings use, and cached
 * so a run asks the database once per account.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import { ensureLedgerAccount, ledgerAccountKey, type LedgerAccountRef } from '../ledger/ledger.service';

/** The provider every volume movement goes through: merchants are in test mode (docs/providers.md#routing). */
export const VOLUME_PROVIDER = 'sandbox';

/** Ledger account ids and seqs by reference, created on first use dated `createdAt`. */
export interface AccountCache {
  /** The id of the account `ref` names, creating the account when missing. */
  idOf(ref: LedgerAccountRef): Promise<string>;
  /** The seq of the account `ref` names (what its entries hold), creating the account when missing. */
  seqOf(ref: LedgerAccountRef): Promise<number>;
}

/** A cache over `db`; accounts it creates are dated `createdAt` (the start of the history). */
export function createAccountCache(db: Db, createdAt: Date): AccountCache {
  const ids = new Map<string, string>();
  const seqs = new Map<string, number>();
  const idOf = async (ref: LedgerAccountRef) => {
    const key = ledgerAccountKey(ref);
    const known = ids.get(key);
    if (known) return known;
    const id = await ensureLedgerAccount(db, ref, createdAt);
    ids.set(key, id);
    return id;
  };
  return {
    idOf,
    async seqOf(ref) {
      const id = await idOf(ref);
      const known = seqs.get(id);
      if (known !== undefined) return known;
      const [row] = await db
        .select({ seq: ledgerAccounts.seq })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, id));
      if (!row) throw new Error(`ledger account ${id} missing`);
      seqs.set(id, row.seq);
      return row.seq;
    },
  };
}

/** A merchant's wallet and the sandbox's clearing account in one currency. */
export interface CaptureAccounts {
  merchantId: string;
  currency: string;
  walletId: string;
  clearingId: string;
}

/**
 * The wallet and clearing accounts payments in each of `pairs` (merchant, currency) post to
 * (`paymentCapturePosting`, `refundPosting` in ledger/postings.ts).
 */
export async function captureAccounts(
  cache: AccountCache,
  pairs: readonly { merchantId: string; currency: string }[],
): Promise<CaptureAccounts[]> {
  const seen = new Map<string, { merchantId: string; currency: string }>();
  for (const pair of pairs) seen.set(`${pair.merchantId}:${pair.currency}`, pair);
  const result: CaptureAccounts[] = [];
  for (const { merchantId, currency } of seen.values()) {
    result.push({
      merchantId,
      currency,
      walletId: await cache.idOf({ type: 'merchant_wallet', merchantId, currency }),
      clearingId: await cache.idOf({ type: 'provider_clearing', provider: VOLUME_PROVIDER, currency }),
    });
  }
  return result;
}
