/**
 * Payout accounts: the bank accounts a merchant withdraws to. The account number is
 * stored (the provider needs it) but only ever shown masked. Removing keeps the row for past payouts.
 * @module
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CreatePayoutAccountRequest, PayoutAccount } from '@malipo/contracts/wallet';
import type { Db } from '../../db/client';
import { payoutAccounts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** "••••1234": the last four digits of an account number. */
export function maskAccountNumber(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`;
}

function toView(row: PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The merchant's payout accounts, newest first. */
export async function listPayoutAccounts(db: Db, merchantId: string): Promise<PayoutAccount[]> {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.merchantId, merchantId), isNull(payoutAccounts.deletedAt)))
    .orderBy(desc(payoutAccounts.createdAt));
  return rows.map(toView);
}

/** Adds a payout account (input already parsed by `createPayoutAccountInputSchema`). */
export async function addPayoutAccount(
  db: Db,
  input: { merchantId: string; account: Required<CreatePayoutAccountRequest>; now: Date },
): Promise<PayoutAccount> {
  const [row] = await db
    .insert(payoutAccounts)
    .values({ id: newId('pacc'), merchantId: input.merchantId, ...input.account, createdAt: input.now })
    .returning();
  if (!row) throw new Error('payout account insert returned nothing');
  return toView(row);
}

/** The merchant's live payout account `id`. Throws `not_found` for another merchant's or a removed one. */
export async function findPayoutAccount(db: Db, merchantId: string, id: string): Promise<PayoutAccountRow> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.id, id),
        eq(payoutAccounts.merchantId, merchantId),
        isNull(payoutAccounts.deletedAt),
      ),
    );
  if (!row)
    throw new AppError('not_found', 'Bank account not found', {
      'destination.payoutAccountId': 'Choose one of your bank accounts',
    });
  return row;
}

/** Removes payout account `id`; returns it as it was listed. Throws `not_found`. */
export async function removePayoutAccount(
  db: Db,
  input: { merchantId: string; id: string; now: Date },
): Promise<PayoutAccount> {
  const row = await findPayoutAccount(db, input.merchantId, input.id);
  await db
    .update(payoutAccounts)
    .set({ deletedAt: input.now })
    .where(and(eq(payoutAccounts.id, input.id), eq(payoutAccounts.merchantId, input.merchantId)));
  return toView(row);
}
