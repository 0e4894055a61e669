/**
 * The sandbox's bank transfers (docs/payments.md#bank-transfer): a payment by bank transfer gets a
 * test account number, the exact amount, a reference and an expiry an hour later, and waits until
 * it is told the money arrived — by the payer page's test-mode "Simulate transfer received" — with
 * the amount that arrived, which may be less or more than asked.
 * @module
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCharges } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BANK_TRANSFER_DEFAULT_TTL_MS } from '../payments/payment-waits';
import type { BankTransferInstructions } from '../providers/provider';
import { sandboxChargeId } from './sandbox-charge-ids';

/** The bank the sandbox's accounts are at. */
export const SANDBOX_BANK_NAME = 'Malipo Sandbox Bank';

/** A 10-digit account number and a transfer reference, fixed for `reference`. */
function accountFor(reference: string) {
  const digest = createHash('sha256').update(reference).digest();
  const accountNumber = `40${(digest.readUInt32BE(0) % 100_000_000).toString().padStart(8, '0')}`;
  return { accountNumber, transferReference: `SBX-${digest.toString('hex').slice(0, 8).toUpperCase()}` };
}

/**
 * Opens (once per `reference`) the sandbox account a payer transfers `amountMinor` of `currency`
 * to; it expires {@link BANK_TRANSFER_DEFAULT_TTL_MS} after it was opened.
 */
export async function startSandboxBankTransfer(
  db: Db,
  clock: Clock,
  input: { reference: string; amountMinor: number; currency: string },
): Promise<BankTransferInstructions> {
  const now = clock.now();
  await db
    .insert(sandboxCharges)
    .values({
      reference: input.reference,
      method: 'bank_transfer',
      amountMinor: input.amountMinor,
      currency: input.currency,
      status: 'pending',
      scenario: 'bank_transfer',
      failureCode: null,
      decideAt: new Date(now.getTime() + BANK_TRANSFER_DEFAULT_TTL_MS),
      createdAt: now,
    })
    .onConflictDoNothing({ target: sandboxCharges.reference });
  const [charge] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.reference, input.reference));
  if (!charge) throw new Error('sandbox bank transfer missing after insert');
  return {
    providerPaymentId: sandboxChargeId(charge),
    bankName: SANDBOX_BANK_NAME,
    amountMinor: charge.amountMinor,
    expiresAt: charge.decideAt,
    ...accountFor(input.reference),
  };
}

/**
 * Records that `amountMinor` (minor units; the amount asked when omitted) arrived for the pending
 * bank transfer of `reference`. Returns false when there is none, or it has already been received.
 */
export async function receiveSandboxBankTransfer(
  db: Db,
  input: { reference: string; amountMinor?: number },
): Promise<boolean> {
  const [charge] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.reference, input.reference), eq(sandboxCharges.method, 'bank_transfer')));
  if (!charge || charge.status !== 'pending') return false;
  const rows = await db
    .update(sandboxCharges)
    .set({ status: 'succeeded', receivedMinor: input.amountMinor ?? charge.amountMinor })
    .where(and(eq(sandboxCharges.reference, charge.reference), eq(sandboxCharges.status, 'pending')))
    .returning();
  return rows.length > 0;
}
