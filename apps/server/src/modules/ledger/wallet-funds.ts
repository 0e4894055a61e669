/**
 * Spending from a wallet safely (docs/money.md#balances: every debit locks the wallet and checks its
 * funds first). The lock is on the wallet's `ledger_accounts` row: two concurrent debits of one wallet
 * run one after the other, and the second reads the running balance after the first's entries.
 * Credits need no lock (they cannot make a balance negative).
 * @module
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatMoney } from '@malipo/contracts/money';
import { accountBalance, ensureLedgerAccount } from './ledger.service';

/**
 * Locks merchant `merchantId`'s `currency` wallet (`SELECT … FOR UPDATE`, creating it on first
 * use) inside the caller's transaction and returns its balance in minor units.
 */
export async function lockWallet(
  tx: Db,
  merchantId: string,
  currency: string,
  now: Date,
): Promise<{ accountId: string; balanceMinor: number }> {
  const accountId = await ensureLedgerAccount(tx, { type: 'merchant_wallet', merchantId, currency }, now);
  await queryRows(
    tx,
    sql`SELECT id FROM ${ledgerAccounts} WHERE ${ledgerAccounts.id} = ${accountId} FOR UPDATE`,
  );
  return { accountId, balanceMinor: await accountBalance(tx, accountId) };
}

/**
 * Locks merchant `merchantId`'s `currency` wallet (as {@link lockWallet}) and checks it holds at least
 * `amountMinor` (minor units). Throws `insufficient_funds` (422) naming the available balance and the
 * amount needed otherwise (docs/money.md#balances).
 */
export async function requireFunds(
  tx: Db,
  input: { merchantId: string; currency: string; amountMinor: number; now: Date },
): Promise<void> {
  const { balanceMinor } = await lockWallet(tx, input.merchantId, input.currency, input.now);
  if (balanceMinor < input.amountMinor) {
    throw new AppError(
      'insufficient_funds',
      `Insufficient balance: your ${input.currency} wallet has ${formatMoney(balanceMinor, input.currency)}, ` +
        `this needs ${formatMoney(input.amountMinor, input.currency)}.`,
    );
  }
}
