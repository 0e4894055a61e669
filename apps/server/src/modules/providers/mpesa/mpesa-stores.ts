/**
 * The M-Pesa adapters' stores in the database (docs/providers.md#callbacks): which push Daraja
 * accepted for which payment (`mpesa_requests`), and which B2C request for which payout or refund,
 * with the Result Daraja posted (`mpesa_payouts`). Each write is one statement, outside any other
 * transaction: the adapters call them right after Daraja answers.
 * @module
 */
import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mpesaPayouts, mpesaRequests } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { B2cResult } from './daraja-schemas';
import type { MpesaPayoutStore } from './mpesa-payouts';
import type { MpesaRequestStore } from './mpesa-payments';

/** Where pushes are kept, plus the reverse lookup the STK callback route needs. */
export interface MpesaRequestTable extends MpesaRequestStore {
  /** The payment id whose push is `checkoutRequestId`, or null when Malipo sent no such push. */
  referenceOf(checkoutRequestId: string): Promise<string | null>;
}

/** Pushes in `mpesa_requests`. A second save for a reference keeps the first push. */
export function createMpesaRequestTable({ db, clock }: { db: Db; clock: Clock }): MpesaRequestTable {
  return {
    async save(reference, checkoutRequestId) {
      await db
        .insert(mpesaRequests)
        .values({ reference, checkoutRequestId, createdAt: clock.now() })
        .onConflictDoNothing({ target: mpesaRequests.reference });
    },
    async find(reference) {
      const [row] = await db.select().from(mpesaRequests).where(eq(mpesaRequests.reference, reference));
      return row?.checkoutRequestId ?? null;
    },
    async referenceOf(checkoutRequestId) {
      const [row] = await db
        .select({ reference: mpesaRequests.reference })
        .from(mpesaRequests)
        .where(eq(mpesaRequests.checkoutRequestId, checkoutRequestId));
      return row?.reference ?? null;
    },
  };
}

/** Where B2C requests are kept, plus the write the Result route makes. */
export interface MpesaPayoutTable extends MpesaPayoutStore {
  /**
   * Keeps `result` under the reference it names (`OriginatorConversationID`), even before Malipo
   * knows its request reached Daraja (the answer was lost); a Result already kept is not replaced
   * (Daraja may post it twice). Returns whether Malipo had recorded that request.
   */
  saveResult(result: B2cResult): Promise<boolean>;
}

/**
 * B2C requests and their Results in `mpesa_payouts`, one row per reference written by whichever
 * comes first. A second request record keeps the first's `ConversationID` when it had one.
 */
export function createMpesaPayoutTable({ db, clock }: { db: Db; clock: Clock }): MpesaPayoutTable {
  const rowOf = async (reference: string) => {
    const [row] = await db.select().from(mpesaPayouts).where(eq(mpesaPayouts.reference, reference));
    return row;
  };
  return {
    async saveSubmitted(reference, { conversationId, amountMinor }) {
      await db
        .insert(mpesaPayouts)
        .values({ reference, conversationId, amountMinor, createdAt: clock.now() })
        .onConflictDoUpdate({
          target: mpesaPayouts.reference,
          set: {
            amountMinor: sql`coalesce(${mpesaPayouts.amountMinor}, excluded.amount_minor)`,
            conversationId: sql`coalesce(${mpesaPayouts.conversationId}, excluded.conversation_id)`,
          },
        });
    },
    async findSubmitted(reference) {
      const row = await rowOf(reference);
      if (!row || row.amountMinor === null) return null;
      return { conversationId: row.conversationId, amountMinor: row.amountMinor };
    },
    async findResult(reference) {
      return (await rowOf(reference))?.result ?? null;
    },
    async saveResult(result) {
      const reference = result.originatorConversationId;
      const now = clock.now();
      const known = (await rowOf(reference))?.amountMinor != null;
      await db
        .insert(mpesaPayouts)
        .values({ reference, result, resultAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: mpesaPayouts.reference,
          set: { result, resultAt: now },
          setWhere: isNull(mpesaPayouts.resultAt),
        });
      return known;
    },
  };
}
