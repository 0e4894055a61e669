/**
 * MTN MoMo's Collection behind Malipo's payment port (docs/payments.md#providers): mobile money
 * request-to-pay and lookups by reference of {@link CollectingProvider}, over the typed client
 * (`momo-client.ts`). Amounts are integers in minor units on both sides; the client converts them
 * to MoMo's decimal text exactly. One client speaks to one market (`momo-markets.ts`), so this
 * adapter takes only payments from that market's wallets, in its currency.
 *
 * Errors: a request MoMo refused (`rejected`, a 4xx other than 429: nothing happened) answers
 * `failed` with MoMo's words. Every other {@link MomoError} is thrown: `unavailable` and
 * `invalid_response` (`mayHaveHappened`) because only a lookup by reference can tell what happened
 * — the payment service treats a thrown error as unknown and its recovery job calls `retrieve` —
 * and `unauthorized` because refused credentials are Malipo's configuration, never a payer's
 * decline.
 * @module
 */
import type { CollectingProvider, ProviderOutcome } from '../provider';
import type { MomoClient } from './momo-client';
import { MomoError } from './momo-error';
import { currencyOf, targetEnvironmentOf, type MomoTargetEnvironment } from './momo-markets';
import type { MomoTransaction } from './momo-schemas';

/**
 * A payer's request-to-pay failures by MoMo's `reason`, each with the code the payment records and
 * the sentence the payer reads. The reasons and what each means:
 * https://momodeveloper.mtn.com/api-documentation/common-error and MoMo's notes on failure reasons,
 * https://momodevelopercommunity.mtn.com/product-updates/reason-for-some-failed-api-responses-updated-192.
 * A reason missing here reads as {@link MOMO_PAYMENT_FAILED}.
 */
export const MOMO_FAILURES: Readonly<Record<string, { code: string; message: string }>> = {
  PAYER_NOT_FOUND: {
    code: 'mobile_money_account_not_found',
    message: 'This number has no MTN Mobile Money account.',
  },
  NOT_ENOUGH_FUNDS: {
    // Not `insufficient_funds`, which payer pages read as a card's ("Your card has insufficient funds.").
    code: 'mobile_money_insufficient_funds',
    message: 'There is not enough money in the MTN Mobile Money account.',
  },
  APPROVAL_REJECTED: { code: 'mobile_money_declined', message: 'The payment was declined on the phone.' },
  TRANSACTION_CANCELED: { code: 'mobile_money_declined', message: 'The payment was cancelled on the phone.' },
  EXPIRED: { code: 'mobile_money_timeout', message: 'The payment request expired before it was approved.' },
  // MoMo's words for it: the payer did not approve within the time allowed (5 minutes).
  COULD_NOT_PERFORM_TRANSACTION: {
    code: 'mobile_money_timeout',
    message: 'The payment request expired before it was approved.',
  },
  PAYER_LIMIT_REACHED: {
    code: 'mobile_money_limit_reached',
    message: 'This payment is over the limit of the MTN Mobile Money account.',
  },
  SENDER_ACCOUNT_NOT_ACTIVE: {
    code: 'mobile_money_account_inactive',
    message: 'This MTN Mobile Money account is not active.',
  },
  NOT_ALLOWED: {
    code: 'mobile_money_not_allowed',
    message: 'MTN Mobile Money did not allow this payment. Try another way to pay.',
  },
  // MoMo's catch-all, which it says is most often a lack of funds.
  INTERNAL_PROCESSING_ERROR: {
    code: 'mobile_money_failed',
    message: 'MTN Mobile Money could not complete the payment. Check that the account has enough money.',
  },
  SERVICE_UNAVAILABLE: {
    code: 'mobile_money_unavailable',
    message: 'MTN Mobile Money is not available right now. Try again later.',
  },
};

/** A failed request-to-pay whose reason {@link MOMO_FAILURES} does not name, or that gave none. */
export const MOMO_PAYMENT_FAILED = {
  code: 'mobile_money_failed',
  message: 'MTN Mobile Money could not complete the payment.',
} as const;

/** Shown in the payer's MoMo history with the request (`payerMessage`). */
const PAYER_MESSAGE = 'Payment through Malipo';

/** A 4xx refusal: nothing happened. A 429 is a refusal to answer, so it is not one. */
const isRefusal = (error: unknown): error is MomoError =>
  error instanceof MomoError && error.kind === 'rejected' && error.httpStatus !== 429;

/**
 * MoMo's state of a request-to-pay as Malipo's, keyed by its `X-Reference-Id`: `SUCCESSFUL` →
 * `succeeded` with what was charged (minor units), `FAILED` → `failed` as {@link MOMO_FAILURES}
 * says, `PENDING` → `pending`.
 */
function outcomeOf(request: MomoTransaction): ProviderOutcome {
  const providerPaymentId = request.referenceId;
  switch (request.status) {
    case 'SUCCESSFUL': {
      const charged = { amountMinor: request.amountMinor, currency: request.currency };
      return { status: 'succeeded', providerPaymentId, charged };
    }
    case 'FAILED': {
      const failure = (request.reason && MOMO_FAILURES[request.reason]) || MOMO_PAYMENT_FAILED;
      return { status: 'failed', providerPaymentId, ...failure };
    }
    case 'PENDING':
      return { status: 'pending', providerPaymentId };
    default: {
      const unhandled: never = request.status;
      throw new Error(`unknown MoMo request-to-pay status ${String(unhandled)}`);
    }
  }
}

/**
 * The MTN MoMo payment adapter (name `mtn_momo`) over `client`. `targetEnvironmentFor` says which
 * target environment serves a wallet's country (ISO 3166-1 alpha-2), the production market of
 * `momo-markets.ts` by default (on the sandbox, `() => 'sandbox'`); a payment is taken only when
 * that is the client's. Methods throw {@link MomoError} as the module says.
 */
export function createMomoPayments({
  client,
  targetEnvironmentFor = targetEnvironmentOf,
}: {
  client: MomoClient;
  targetEnvironmentFor?: (country: string) => MomoTargetEnvironment | null;
}): CollectingProvider {
  /**
   * The request-to-pay under `reference`
   * (https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-referenceId-GET),
   * or null when MoMo has none (404 `RESOURCE_NOT_FOUND`).
   */
  const retrieve = async (reference: string): Promise<ProviderOutcome | null> => {
    const request = await client.getRequestToPay({ reference });
    return request && outcomeOf(request);
  };

  return {
    name: 'mtn_momo',
    // Refunds are never made here (see refundCard); a payout under a refund's id is keyed by it.
    refundsRepeatSafely: true,
    retrieve,

    /**
     * Sends a request-to-pay of `amountMinor` to the wallet `phone` (E.164; sent as the MSISDN,
     * without its `+`) with Malipo's `reference` as `externalId`, and answers `pending` keyed by
     * the request's `X-Reference-Id`: the payer approves on the phone, and the outcome comes
     * through {@link retrieve} or the callback. Fails with `method_unavailable`, without a
     * request, for a network other than MTN, a country this client's market does not serve, or a
     * currency other than the market's; with `mobile_money_rejected` and MoMo's words when MoMo
     * refuses the request. A repeat under `reference` answers the first request's state.
     */
    async requestMobileMoney({ reference, phone, network, country, amountMinor, currency }) {
      const unavailable = (message: string): ProviderOutcome => ({
        status: 'failed',
        providerPaymentId: reference,
        code: 'method_unavailable',
        message,
      });
      if (network.toLowerCase() !== 'mtn') {
        return unavailable(`${network} mobile money payments are not available through MTN Mobile Money.`);
      }
      if (targetEnvironmentFor(country) !== client.targetEnvironment) {
        return unavailable(`MTN Mobile Money payments from ${country} are not available.`);
      }
      const marketCurrency = currencyOf(client.targetEnvironment);
      if (currency !== marketCurrency) {
        return unavailable(`MTN Mobile Money payments from ${country} are in ${marketCurrency} only.`);
      }
      try {
        const created = await client.requestToPay({
          reference,
          amountMinor,
          currency: marketCurrency,
          msisdn: phone.replace(/^\+/, ''),
          payerMessage: PAYER_MESSAGE,
          payeeNote: reference,
        });
        const existing = created.isRepeat ? await retrieve(reference) : null;
        return existing ?? { status: 'pending', providerPaymentId: created.referenceId };
      } catch (error) {
        if (!isRefusal(error)) throw error;
        const code = 'mobile_money_rejected';
        return { status: 'failed', providerPaymentId: reference, code, message: error.message };
      }
    },

    /**
     * MoMo has no card refunds: money goes back to a wallet as a Disbursement transfer, which
     * Malipo makes through the payout side (docs/providers.md#refunds). Always `failed` with
     * `refund_not_possible`, without a request.
     */
    async refundCard() {
      const message =
        'MTN Mobile Money payments are refunded to the phone as a payout, not as a card refund.';
      return { status: 'failed', code: 'refund_not_possible', message };
    },
  };
}
