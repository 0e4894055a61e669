/**
 * Safaricom M-Pesa, through Daraja, behind Malipo's collecting port (docs/payments.md#providers):
 * M-Pesa Express (STK push) request-to-pay in Kenya, lookups by Malipo's reference, and card
 * refunds, which M-Pesa has none of. Over the typed client (`daraja-client.ts`); amounts are KES
 * minor units, sent as whole shillings.
 *
 * Daraja keys a push by its `CheckoutRequestID`, never by Malipo's reference, and has no lookup by
 * anything Malipo chose, so the adapter keeps reference → CheckoutRequestID in a
 * {@link MpesaRequestStore}. A push whose answer was lost (`unavailable`) therefore leaves no key:
 * {@link CollectingProvider.retrieve} answers `null` for it although the prompt may have reached
 * the payer. Its callback then names a CheckoutRequestID no payment has, which the callback route
 * keeps for review (docs/providers.md#reconciliation); the `AccountReference` each push carries
 * ties the payment in M-Pesa's statement back to Malipo's reference.
 *
 * Errors: a request Daraja refused (`rejected`, a 4xx other than 429: nothing happened) fails the
 * payment with Daraja's message. Every other {@link DarajaError} is thrown: `unavailable` and
 * `invalid_response` because only a lookup can tell what happened, `unauthorized` because refused
 * credentials are Malipo's configuration, never a payer's decline.
 * @module
 */
import { formatMoney } from '@malipo/contracts/money';
import type { CollectingProvider, ProviderOutcome } from '../provider';
import { isWholeShillings } from './daraja-amounts';
import { isMpesaNumber } from './daraja-phone';
import type { DarajaClient } from './daraja-client';
import { DarajaError } from './daraja-error';
import { DARAJA_RESULTS, UNKNOWN_PUSH_FAILURE } from './mpesa-results';

/**
 * Where the adapter keeps which push it sent for which payment: Malipo's `reference` (the payment
 * id) → Daraja's `CheckoutRequestID`. Tests keep it in memory; the app keeps it in a table.
 */
export interface MpesaRequestStore {
  /** Records that the push for `reference` is Daraja's `checkoutRequestId`. */
  save(reference: string, checkoutRequestId: string): Promise<void>;
  /** The CheckoutRequestID of the push Daraja accepted for `reference`, or null when none was. */
  find(reference: string): Promise<string | null>;
}

/** `TransactionDesc`, at most 13 characters. */
const DESCRIPTION = 'Payment';

/**
 * `AccountReference` for `reference`: its last 12 letters and digits (at most 12 are allowed), for
 * a payment id the random end of its ULID — shown to the payer and kept in M-Pesa's statement.
 */
const accountReferenceOf = (reference: string) => reference.replace(/[^A-Za-z0-9]/g, '').slice(-12);

/** A 4xx refusal: nothing happened. A 429 is a refusal to answer, so it is not one. */
const isRefusal = (error: unknown): error is DarajaError =>
  error instanceof DarajaError && error.kind === 'rejected' && error.httpStatus !== 429;

/**
 * The M-Pesa collecting adapter (name `mpesa`) over `client`, remembering pushes in `store`.
 * Methods throw {@link DarajaError} as the module says.
 */
export function createMpesaPayments({
  client,
  store,
}: {
  client: DarajaClient;
  store: MpesaRequestStore;
}): CollectingProvider {
  /**
   * The push's state by the M-Pesa Express Query: still processing → `pending`; result `0` →
   * `succeeded`; any other code → `failed` with {@link DARAJA_RESULTS}. The query reports no amount,
   * so `charged` is left out: the callback's amount is checked against the payment by the callback
   * route (docs/providers.md#callbacks).
   */
  const lookUp = async (checkoutRequestId: string): Promise<ProviderOutcome> => {
    const state = await client.stkPushQuery({ checkoutRequestId });
    const providerPaymentId = checkoutRequestId;
    if (state.status === 'processing') return { status: 'pending', providerPaymentId };
    if (state.resultCode === '0') return { status: 'succeeded', providerPaymentId };
    return {
      status: 'failed',
      providerPaymentId,
      ...(DARAJA_RESULTS[state.resultCode] ?? UNKNOWN_PUSH_FAILURE),
    };
  };

  return {
    name: 'mpesa',
    // refundCard refunds nothing and calls nothing (see below), so asking again refunds nothing more.
    refundsRepeatSafely: true,

    /** The push sent under `reference`, or `null` when none was accepted (nothing is asked). */
    async retrieve(reference) {
      const checkoutRequestId = await store.find(reference);
      return checkoutRequestId === null ? null : lookUp(checkoutRequestId);
    },

    /**
     * Sends an M-Pesa Express prompt of `amountMinor` KES to `phone` (a Safaricom M-Pesa number, sent
     * without its `+`) and answers `pending`, keyed by the push's CheckoutRequestID; the outcome comes
     * through {@link CollectingProvider.retrieve}. Fails without calling Daraja — `method_unavailable`
     * for another currency or a network other than M-Pesa, `mobile_money_rejected` for a number
     * that is not Safaricom's, `amount_not_supported` for an amount with cents, since M-Pesa takes
     * whole shillings and rounding would charge another amount — and with `mobile_money_rejected`
     * and Daraja's message when Daraja refuses the push. A repeat under `reference` sends nothing
     * and answers the first push's state.
     */
    async requestMobileMoney({ reference, phone, network, amountMinor, currency }) {
      const fail = (code: string, message: string): ProviderOutcome => ({
        status: 'failed',
        providerPaymentId: reference,
        code,
        message,
      });
      if (currency !== 'KES')
        return fail('method_unavailable', `M-Pesa payments in ${currency} are not available.`);
      if (network.toUpperCase().replace(/[^A-Z]/g, '') !== 'MPESA') {
        return fail(
          'method_unavailable',
          `${network} mobile money payments are not available through M-Pesa.`,
        );
      }
      if (!isMpesaNumber(phone)) {
        return fail('mobile_money_rejected', 'M-Pesa payments need a Safaricom M-Pesa number.');
      }
      if (!isWholeShillings(amountMinor)) {
        const message = `M-Pesa takes whole shillings, so ${formatMoney(amountMinor, 'KES')} cannot be paid by M-Pesa.`;
        return fail('amount_not_supported', message);
      }
      const earlier = await store.find(reference);
      if (earlier !== null) return lookUp(earlier);
      try {
        const push = await client.stkPush({
          amountMinor,
          phone: phone.slice(1),
          accountReference: accountReferenceOf(reference),
          description: DESCRIPTION,
        });
        await store.save(reference, push.checkoutRequestId);
        return { status: 'pending', providerPaymentId: push.checkoutRequestId };
      } catch (error) {
        if (!isRefusal(error)) throw error;
        return fail('mobile_money_rejected', error.message);
      }
    },

    /**
     * Always `failed` with `refund_not_possible`, calling nothing: M-Pesa payments are not card
     * charges, and Malipo refunds mobile money as a payout to the payer's number
     * (docs/providers.md#refunds), here B2C through `mpesa-payouts.ts`.
     */
    async refundCard() {
      const message = "M-Pesa payments are refunded by a payout to the payer's number, not as a card refund.";
      return { status: 'failed', code: 'refund_not_possible', message };
    },
  };
}
