/**
 * How a checkout follows what its target answers. Payment links, donations, catalogue orders and
 * deposits answer with a payment ({@link paymentTracker}); the subscribe page answers with a
 * subscription and brings its own tracker. The checkout hook only asks the tracker which
 * {@link Phase} an answer shows, whether it can still change, how to re-read it, how to confirm
 * an OTP and, in test mode, how to say a bank transfer arrived.
 * @module
 */
import type { Translate } from '@malipo/contracts/i18n/translator';
import type { PublicPayment } from '@malipo/contracts/payments';
import { confirmPaymentOtp } from '../api/confirm-payment-otp';
import { getPublicPayment } from '../api/get-public-payment';
import { simulateBankTransfer } from '../api/simulate-bank-transfer';
import { isFinalStatus, phaseForPayment, type PayMethod, type Phase } from './checkout-state';

/** What a checkout needs to know about the answers of type `T` its target gives. */
export interface CheckoutTracker<T> {
  /** The phase that shows `answer`; `method` is how the attempt pays (card or mobile money). */
  phaseOf: (answer: T, method: PayMethod) => Phase<T>;
  /** True when `answer` can no longer change on its own (the attempt is over). */
  isFinal: (answer: T) => boolean;
  /** What identifies `answer` for re-reading it (a payment id, a subscription's manage token). */
  keyOf: (answer: T) => string;
  /** Re-reads the answer identified by `key`; polled every 2 s while it is not final. Throws `ApiError`. */
  reread: (key: string, signal?: AbortSignal) => Promise<T>;
  /**
   * Sends the OTP of a card payment waiting for one; resolves with the updated answer. Throws
   * `ApiError`. Absent when answers never ask for one (`phaseOf` never returns `otp`).
   */
  confirmOtp?: (key: string, code: string) => Promise<T>;
  /**
   * Tells the sandbox the bank transfer of a test-mode answer waiting for one arrived; resolves with
   * the updated answer. Throws `ApiError`. Absent when answers never wait for a transfer.
   */
  simulateTransfer?: (key: string) => Promise<T>;
}

/**
 * The tracker of checkouts answered with a payment (`PublicPayment`); `t` writes its own message (a
 * failure without the server's reason) in the page's language. Build it once per page (`useMemo`):
 * the checkout follows answers anew when its tracker changes.
 */
export const paymentTracker = (t: Translate): CheckoutTracker<PublicPayment> => ({
  phaseOf: (payment) => phaseForPayment(payment, t),
  isFinal: (payment) => isFinalStatus(payment.status),
  keyOf: (payment) => payment.id,
  reread: getPublicPayment,
  confirmOtp: confirmPaymentOtp,
  simulateTransfer: simulateBankTransfer,
});
