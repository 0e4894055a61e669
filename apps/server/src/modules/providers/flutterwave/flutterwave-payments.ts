/**
 * Flutterwave v3 behind Malipo's payment ports (docs/payments.md#flutterwave): mobile money
 * request-to-pay, lookups by reference and card refunds of {@link PaymentProvider}, and the hosted
 * card page and NGN bank transfer account of {@link HostedCheckoutProvider}, over the typed client
 * (`flutterwave-client.ts`). Amounts are integers in minor units on both sides; the client converts
 * them to Flutterwave's decimals exactly.
 *
 * Errors: where a port has a `failed` answer, a request Flutterwave refused (`rejected`, a 4xx other
 * than 429: nothing happened) answers it with Flutterwave's message. Every other
 * {@link FlutterwaveError} is thrown: `unavailable` and `invalid_response` (`mayHaveHappened`)
 * because only a lookup by reference can tell what happened — the payment service treats a thrown
 * error as unknown and its recovery job calls `retrieve` — and `unauthorized` because a refused
 * secret key is Malipo's configuration, never a payer's decline.
 * @module
 */
import { isCurrencyCode, type CurrencyCode } from '@malipo/contracts/currencies';
import type {
  BankTransferInstructions,
  CollectingProvider,
  HostedCheckoutProvider,
  PayerDetails,
  ProviderOutcome,
  ProviderRefundOutcome,
} from '../provider';
import type { FlutterwaveClient } from './flutterwave-client';
import { FlutterwaveError } from './flutterwave-error';
import {
  MOBILE_MONEY_CHARGE_TYPES,
  type FlutterwaveCustomer,
  type FlutterwaveTransaction,
  type MobileMoneyCurrency,
} from './flutterwave-schemas';

/** What {@link createFlutterwavePayments} builds. */
export type FlutterwavePayments = CollectingProvider & HostedCheckoutProvider;

const FRANCO_NETWORKS = {
  MTN: 'MTN',
  ORANGE: 'ORANGEMONEY',
  ORANGEMONEY: 'ORANGEMONEY',
  WAVE: 'WAVE',
  MOOV: 'MOOV',
};

/**
 * Flutterwave's `network` for each mobile money currency, by Malipo's network name reduced to upper
 * case letters (`mtn` → `MTN`, `M-Pesa` → `MPESA`); `null` sends none. A network missing here is
 * one Flutterwave does not collect in that currency. From each charge type's page:
 */
const NETWORKS: Record<MobileMoneyCurrency, Readonly<Record<string, string | null>>> = {
  // https://developer.flutterwave.com/docs/m-pesa — M-Pesa only, without a network.
  KES: { MPESA: null },
  // https://developer.flutterwave.com/docs/ghana — MTN, VODAFONE or TIGO (AirtelTigo).
  GHS: { MTN: 'MTN', VODAFONE: 'VODAFONE', AIRTEL: 'TIGO', TIGO: 'TIGO', AIRTELTIGO: 'TIGO' },
  // https://developer.flutterwave.com/v3.0.0/docs/uganda
  UGX: { MTN: 'MTN', AIRTEL: 'AIRTEL' },
  // https://developer.flutterwave.com/v3.0/docs/rwanda
  RWF: { MTN: 'MTN', AIRTEL: 'AIRTEL' },
  // https://developer.flutterwave.com/docs/francophone — with the wallet's country (CM, SN, BF, CI).
  XOF: FRANCO_NETWORKS,
  XAF: FRANCO_NETWORKS,
  // https://developer.flutterwave.com/docs/tanzania — the network is optional: M-Pesa (Vodacom)
  // goes without one and Flutterwave tells the operator by the number.
  TZS: { AIRTEL: 'AIRTEL', TIGO: 'TIGO', HALOPESA: 'HALOPESA', MPESA: null },
  // https://developer.flutterwave.com/docs/zambia-mobile-money — Airtel, MTN or Zamtel, required.
  ZMW: { MTN: 'MTN', AIRTEL: 'AIRTEL', ZAMTEL: 'ZAMTEL' },
};

/** Said when Flutterwave reports a failed charge without its processor's words. */
const DECLINED_MESSAGE = 'The payment was declined.';

const isMobileMoneyCurrency = (currency: string): currency is MobileMoneyCurrency =>
  Object.hasOwn(MOBILE_MONEY_CHARGE_TYPES, currency);

/** A 4xx refusal: nothing happened. A 429 is a refusal to answer, so it is not one. */
const isRefusal = (error: unknown): error is FlutterwaveError =>
  error instanceof FlutterwaveError && error.kind === 'rejected' && error.httpStatus !== 429;

const customerOf = (payer: PayerDetails): FlutterwaveCustomer => ({
  email: payer.email,
  name: payer.name ?? undefined,
});

/** `currency` as a code Malipo knows; another is a caller's bug (`Error`). */
function currencyCode(currency: string): CurrencyCode {
  if (!isCurrencyCode(currency)) throw new Error(`${currency} is not a currency Malipo knows`);
  return currency;
}

/**
 * Flutterwave's state of a charge as Malipo's: `successful` → `succeeded` with what was charged
 * (minor units), `failed` → `declined` with Flutterwave's `processor_response`, `pending` →
 * `pending`; the provider payment id is Flutterwave's transaction id.
 */
function outcomeOf(transaction: FlutterwaveTransaction): ProviderOutcome {
  const providerPaymentId = String(transaction.id);
  switch (transaction.status) {
    case 'successful': {
      const charged = { amountMinor: transaction.amountMinor, currency: transaction.currency };
      return { status: 'succeeded', providerPaymentId, charged };
    }
    case 'failed': {
      const message = transaction.processorResponse?.trim() || DECLINED_MESSAGE;
      return { status: 'failed', providerPaymentId, code: 'declined', message };
    }
    case 'pending':
      return { status: 'pending', providerPaymentId };
    default: {
      const unhandled: never = transaction.status;
      throw new Error(`unknown Flutterwave transaction status ${String(unhandled)}`);
    }
  }
}

const ZONELESS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2}):(\d{2})(?:\.\d+)?(?: ?([AP]M))?$/i;

/**
 * When a bank transfer account expires, from Flutterwave's `account_expiration`: milliseconds
 * since the epoch (a number or digits), or date-time text without a zone (`2020-03-27 09:53:39`,
 * also with a 12-hour clock and `AM`/`PM`), read as UTC — the two forms the samples of
 * https://developer.flutterwave.com/docs/ngn-bank-transfer show. `null` for anything else,
 * including a date that does not exist.
 */
export function parseAccountExpiration(value: string | number): Date | null {
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    const date = new Date(Number(text));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const match = ZONELESS_DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, clockHour = '', minute, second, meridiem] = match;
  let hour = Number(clockHour);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  }
  const iso = `${year}-${month}-${day}T${String(hour).padStart(2, '0')}:${minute}:${second}.000Z`;
  const date = new Date(iso);
  // A day or hour out of range reads as another moment (or none): such text is not a date.
  return !Number.isNaN(date.getTime()) && date.toISOString() === iso ? date : null;
}

/**
 * The Flutterwave payment adapter (name `flutterwave`) over `client`. Every call sends Malipo's
 * `reference` as Flutterwave's `tx_ref`, which Flutterwave refuses to reuse, so nothing is charged
 * twice under one reference. Methods throw {@link FlutterwaveError} as the module says.
 */
export function createFlutterwavePayments({ client }: { client: FlutterwaveClient }): FlutterwavePayments {
  /**
   * The charge under `reference` (https://developer.flutterwave.com/docs/transaction-verification),
   * or `null` when Flutterwave has none (it refuses the lookup with a 4xx).
   */
  const retrieve = async (reference: string): Promise<ProviderOutcome | null> => {
    try {
      return outcomeOf(await client.verifyTransactionByReference({ reference }));
    } catch (error) {
      if (isRefusal(error)) return null;
      throw error;
    }
  };

  return {
    name: 'flutterwave',
    // https://developer.flutterwave.com/docs/collecting-payments/refunds takes no reference.
    refundsRepeatSafely: false,
    retrieve,

    /**
     * Sends a request-to-pay of `amountMinor` by the charge type of `currency`
     * (`MOBILE_MONEY_CHARGE_TYPES`), with `phone` without its `+` and the network as the type's
     * page names it ({@link NETWORKS}); `country` goes only with XOF and XAF. Answers the charge's
     * state (`pending`, keyed by Flutterwave's transaction id) or, when Flutterwave answered only a
     * page for the payer to authorize on (Ghana, Uganda, Rwanda: `mode: "redirect"`),
     * `requires_redirect` to that page, keyed by `reference`; either way the outcome comes through
     * {@link retrieve} or a callback. Fails with `method_unavailable` for a currency
     * or network Flutterwave does not collect, and with `mobile_money_rejected` and Flutterwave's
     * message when it refuses the request — unless a charge already exists under `reference` (a
     * repeat), whose state is answered instead.
     */
    async requestMobileMoney({ reference, phone, network, country, amountMinor, currency, payer }) {
      const unavailable = (message: string): ProviderOutcome => ({
        status: 'failed',
        providerPaymentId: reference,
        code: 'method_unavailable',
        message,
      });
      if (!isMobileMoneyCurrency(currency)) {
        return unavailable(`Mobile money payments in ${currency} are not available.`);
      }
      const networks = NETWORKS[currency];
      const networkKey = network.toUpperCase().replace(/[^A-Z]/g, '');
      if (!Object.hasOwn(networks, networkKey)) {
        return unavailable(`${network} mobile money payments in ${currency} are not available.`);
      }
      try {
        const charge = await client.chargeMobileMoney({
          reference,
          amountMinor,
          currency,
          phone: phone.replace(/^\+/, ''),
          network: networks[networkKey] ?? undefined,
          country: currency === 'XOF' || currency === 'XAF' ? country : undefined,
          customer: customerOf(payer),
        });
        if (charge.transaction) return outcomeOf(charge.transaction);
        if (charge.redirectUrl) {
          return { status: 'requires_redirect', providerPaymentId: reference, url: charge.redirectUrl };
        }
        return { status: 'pending', providerPaymentId: reference };
      } catch (error) {
        if (!isRefusal(error)) throw error;
        const existing = await retrieve(reference);
        const code = 'mobile_money_rejected';
        return existing ?? { status: 'failed', providerPaymentId: reference, code, message: error.message };
      }
    },

    /**
     * Refunds `amountMinor` of Flutterwave transaction `providerPaymentId` to the payer
     * (https://developer.flutterwave.com/docs/collecting-payments/refunds): `succeeded` with
     * Flutterwave's refund id once it is `completed` or `pending` (Flutterwave finishes a pending
     * refund itself), `failed` with `refund_not_possible` when Flutterwave refuses it (its message)
     * or the id is not a Flutterwave transaction id. Flutterwave's refunds take no idempotency
     * reference (`reference` is only recorded in `comments`), so a repeat refunds again: the caller
     * must never repeat one that may have happened, which is why such errors are thrown.
     */
    async refundCard({
      reference,
      providerPaymentId,
      amountMinor,
      currency,
    }): Promise<ProviderRefundOutcome> {
      const transactionId = Number(providerPaymentId);
      if (!Number.isSafeInteger(transactionId) || transactionId <= 0) {
        const message = `${providerPaymentId} is not a Flutterwave transaction id.`;
        return { status: 'failed', code: 'refund_not_possible', message };
      }
      try {
        const refund = await client.refundTransaction({
          reference,
          transactionId,
          amountMinor,
          currency: currencyCode(currency),
        });
        return { status: 'succeeded', providerRefundId: String(refund.id) };
      } catch (error) {
        if (!isRefusal(error)) throw error;
        return { status: 'failed', code: 'refund_not_possible', message: error.message };
      }
    },

    /**
     * Opens Flutterwave's hosted card page for `amountMinor` (Flutterwave Standard,
     * https://developer.flutterwave.com/docs/flutterwave-standard-1, cards only) and answers its
     * link; the payer comes back to `returnUrl`. Throws `Error` for a currency Malipo does not know.
     */
    async startHostedCheckout({ reference, amountMinor, currency, payer, returnUrl }) {
      const { link } = await client.createPaymentLink({
        reference,
        amountMinor,
        currency: currencyCode(currency),
        redirectUrl: returnUrl,
        customer: customerOf(payer),
        paymentOptions: ['card'],
      });
      return { redirectUrl: link };
    },

    /**
     * Opens a temporary account the payer transfers to
     * (https://developer.flutterwave.com/docs/ngn-bank-transfer): the exact amount Flutterwave asks
     * for (minor units), its transfer reference and the expiry ({@link parseAccountExpiration}). The
     * answer carries no transaction id, so `providerPaymentId` is `reference` until
     * {@link retrieve} finds the charge. Flutterwave offers it in NGN only: another currency throws
     * `Error` (callers route only NGN here).
     */
    async startBankTransfer({ reference, amountMinor, currency, payer }): Promise<BankTransferInstructions> {
      if (currency !== 'NGN') {
        throw new Error(`Flutterwave bank transfer payments are NGN only, not ${currency}`);
      }
      const charge = await client.chargeBankTransfer({
        reference,
        amountMinor,
        currency,
        customer: customerOf(payer),
      });
      return {
        providerPaymentId: reference,
        accountNumber: charge.accountNumber,
        bankName: charge.bankName,
        amountMinor: charge.amountMinor,
        transferReference: charge.transferReference,
        expiresAt: parseAccountExpiration(charge.accountExpiration),
      };
    },
  };
}
