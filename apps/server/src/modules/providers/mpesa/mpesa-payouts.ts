/**
 * Safaricom M-Pesa B2C, through Daraja, behind Malipo's payout port (docs/payments.md#providers):
 * payouts from Malipo's B2C shortcode to Safaricom M-Pesa numbers, and their state by Malipo's
 * reference, over the typed client (`daraja-client.ts`). Amounts are KES minor units, sent as whole
 * shillings.
 *
 * B2C is asynchronous: Daraja accepts a request, then posts its Result to the `ResultURL`
 * (https://developer.safaricom.co.ke/apis/BusinessToCustomer). Malipo's reference travels as the
 * `OriginatorConversationID`, which Daraja refuses to reuse, and every Result names it, so a
 * {@link MpesaPayoutStore} keeps, by reference, what Daraja accepted and the Result the callback
 * route records; `retrievePayout` reads that store and never calls Daraja. A payout stays `pending`
 * until its Result arrives.
 *
 * Results are not signed, so one is applied only when its `ConversationID` is the one Daraja
 * answered (when known) and, for a success, its amount is the amount sent; otherwise
 * {@link MpesaResultMismatchError} is thrown and the payout waits for review
 * (docs/providers.md#reconciliation).
 *
 * Errors: a request Daraja refused (`rejected`, a 4xx other than 429) fails the payout with
 * Daraja's message. `duplicate` means Daraja already has the reference — an earlier request whose
 * answer was lost — so the payout is `pending`. Every other {@link DarajaError} is thrown.
 * @module
 */
import { formatMoney } from '@malipo/contracts/money';
import type { PayoutDestination, PayoutOutcome, PayoutProvider } from '../payout-provider';
import { isWholeShillings } from './daraja-amounts';
import { isMpesaNumber } from './daraja-phone';
import type { DarajaClient } from './daraja-client';
import { DarajaError } from './daraja-error';
import type { B2cResult } from './daraja-schemas';
import { B2C_RESULTS } from './mpesa-results';

/** A B2C request that reached Daraja. */
export interface MpesaSubmittedPayout {
  /** M-Pesa's `ConversationID`, or null when only a `duplicate` refusal said Daraja has the request. */
  conversationId: string | null;
  /** KES minor units sent. */
  amountMinor: number;
}

/**
 * Where the payout adapter keeps, by Malipo's reference (the payout or refund id), what Daraja
 * accepted and the Result it posted. The callback route records each Result under its
 * `OriginatorConversationID` (parsed by `parseB2cResult`); tests keep both in memory.
 */
export interface MpesaPayoutStore {
  /** Records that the B2C request for `reference` reached Daraja. */
  saveSubmitted(reference: string, submitted: MpesaSubmittedPayout): Promise<void>;
  /** What {@link MpesaPayoutStore.saveSubmitted} recorded for `reference`, or null. */
  findSubmitted(reference: string): Promise<MpesaSubmittedPayout | null>;
  /** The Result recorded for `reference`, or null while none has arrived. */
  findResult(reference: string): Promise<B2cResult | null>;
}

/**
 * A B2C Result that does not match what Daraja accepted — another `ConversationID`, or a success
 * of another amount: nothing is applied, and the job that asked logs it for review.
 */
export class MpesaResultMismatchError extends Error {
  override readonly name = 'MpesaResultMismatchError';
  constructor(
    readonly reference: string,
    detail: string,
  ) {
    super(`The M-Pesa B2C Result for ${reference} ${detail}; it is kept for review`);
  }
}

/** `Remarks`, 2–100 characters. */
const REMARKS = 'Malipo payout';

const BACK_IN_WALLET = 'The money and the fee are back in your wallet.';

/** A 4xx refusal: nothing happened. A 429 is a refusal to answer, so it is not one. */
const isRefusal = (error: unknown): error is DarajaError =>
  error instanceof DarajaError && error.kind === 'rejected' && error.httpStatus !== 429;

/**
 * The number (B2C's `PartyB`, a "12-digit MSISDN without the plus sign") M-Pesa pays `amountMinor` of `currency` to for
 * `destination`, or why it cannot.
 */
function recipientOf(
  destination: PayoutDestination,
  amountMinor: number,
  currency: string,
): { phone: string } | { code: string; message: string } {
  if (destination.type === 'bank') {
    const message = `Payouts to ${destination.bankName} are not available through M-Pesa. ${BACK_IN_WALLET}`;
    return { code: 'bank_not_supported', message };
  }
  if (destination.network.toUpperCase().replace(/[^A-Z]/g, '') !== 'MPESA') {
    const message = `Payouts to ${destination.network} mobile money are not available through M-Pesa. ${BACK_IN_WALLET}`;
    return { code: 'network_not_supported', message };
  }
  if (currency !== 'KES') {
    return {
      code: 'payout_rejected',
      message: `M-Pesa pays out in KES only, not ${currency}. ${BACK_IN_WALLET}`,
    };
  }
  if (!isMpesaNumber(destination.phone)) {
    const message = `M-Pesa pays out to Safaricom M-Pesa numbers only. ${BACK_IN_WALLET}`;
    return { code: 'payout_rejected', message };
  }
  if (!isWholeShillings(amountMinor)) {
    const amount = formatMoney(amountMinor, 'KES');
    return {
      code: 'payout_rejected',
      message: `M-Pesa pays whole shillings, not ${amount}. ${BACK_IN_WALLET}`,
    };
  }
  return { phone: destination.phone.slice(1) };
}

/** A Result as the payout's state: `0` → `paid`, any other code → `failed` with {@link B2C_RESULTS}. */
function outcomeOf(reference: string, submitted: MpesaSubmittedPayout, result: B2cResult): PayoutOutcome {
  if (submitted.conversationId !== null && result.conversationId !== submitted.conversationId) {
    throw new MpesaResultMismatchError(
      reference,
      `names ConversationID ${result.conversationId}, not ${submitted.conversationId}`,
    );
  }
  if (!result.paid) {
    return {
      status: 'failed',
      code: 'payout_failed',
      message: B2C_RESULTS[result.resultCode] ?? result.resultDesc,
    };
  }
  if (result.paid.amountMinor !== submitted.amountMinor) {
    throw new MpesaResultMismatchError(
      reference,
      `reports ${result.paid.amountMinor} KES minor units paid, not ${submitted.amountMinor}`,
    );
  }
  return { status: 'paid' };
}

/**
 * The M-Pesa {@link PayoutProvider} (name `mpesa`) over `client`, remembering requests and reading
 * Results in `store`. `createPayout` sends a B2C `BusinessPayment` under Malipo's `reference` to a
 * mobile money destination on M-Pesa; it fails without calling Daraja with `bank_not_supported` for
 * a bank, `network_not_supported` for another network, and `payout_rejected` for another currency,
 * a number that is not a Safaricom M-Pesa number or an amount with cents (M-Pesa pays whole shillings).
 * A repeat answers the first request's state and sends nothing. `retrievePayout` answers `null`
 * when nothing reached Daraja under `reference`, `pending` until the Result, then `paid` or
 * `failed` with `payout_failed`. Throws {@link DarajaError} as the module says and
 * {@link MpesaResultMismatchError} for a Result that does not match.
 */
export function createMpesaPayouts({
  client,
  store,
}: {
  client: DarajaClient;
  store: MpesaPayoutStore;
}): PayoutProvider {
  const retrievePayout = async (reference: string): Promise<PayoutOutcome | null> => {
    const submitted = await store.findSubmitted(reference);
    if (!submitted) return null;
    const result = await store.findResult(reference);
    return result ? outcomeOf(reference, submitted, result) : { status: 'pending' };
  };

  return {
    name: 'mpesa',
    retrievePayout,
    async createPayout({ reference, amountMinor, currency, destination }) {
      const recipient = recipientOf(destination, amountMinor, currency);
      if ('code' in recipient) return { status: 'failed', ...recipient };
      const existing = await retrievePayout(reference);
      if (existing) return existing;
      try {
        const accepted = await client.b2cPayment({
          originatorConversationId: reference,
          amountMinor,
          phone: recipient.phone,
          remarks: REMARKS,
        });
        await store.saveSubmitted(reference, { conversationId: accepted.conversationId, amountMinor });
      } catch (error) {
        if (error instanceof DarajaError && error.kind === 'duplicate') {
          await store.saveSubmitted(reference, { conversationId: null, amountMinor });
          return { status: 'pending' };
        }
        if (!isRefusal(error)) throw error;
        return { status: 'failed', code: 'payout_rejected', message: error.message };
      }
      return { status: 'pending' };
    },
  };
}
