/**
 * MTN MoMo's Disbursement behind Malipo's payout port (docs/payments.md#providers): transfers from
 * Malipo's disbursement account to MTN Mobile Money wallets, and their state by Malipo's
 * reference, over the typed client (`momo-client.ts`). Amounts in minor units. One client speaks to
 * one market (`momo-markets.ts`), so payouts go out in that market's currency only.
 *
 * A request MoMo refused (`rejected`, a 4xx other than 429) fails the payout with MoMo's words;
 * a repeat under the same reference is MoMo's 409, answered with the first transfer's state. Every
 * other {@link MomoError} is thrown: after `unavailable` or `invalid_response` the transfer may
 * exist, and the payout job looks it up by reference before submitting again.
 * @module
 */
import type { PayoutOutcome, PayoutProvider } from '../payout-provider';
import type { MomoClient } from './momo-client';
import { MomoError } from './momo-error';
import { currencyOf } from './momo-markets';
import type { MomoTransaction } from './momo-schemas';

/** Said after every failed payout: its reversal gives the money and the fee back (docs/money.md#fees). */
const MONEY_BACK = 'The money and the fee are back in your wallet.';

/**
 * What the merchant reads when a transfer fails, by MoMo's `reason`
 * (https://momodeveloper.mtn.com/api-documentation/common-error and MoMo's notes on failure
 * reasons,
 * https://momodevelopercommunity.mtn.com/product-updates/reason-for-some-failed-api-responses-updated-192);
 * every such payout records the code `payout_failed`. A reason missing here reads as
 * {@link MOMO_PAYOUT_FAILED}.
 */
export const MOMO_PAYOUT_FAILURES: Readonly<Record<string, string>> = {
  PAYEE_NOT_FOUND: `This number has no MTN Mobile Money account. ${MONEY_BACK}`,
  PAYEE_NOT_ALLOWED_TO_RECEIVE: `This MTN Mobile Money account cannot receive money. ${MONEY_BACK}`,
  // For a transfer MoMo says this of Malipo's disbursement account, or of the payee's limit.
  NOT_ENOUGH_FUNDS: `MTN Mobile Money could not send this payout now. ${MONEY_BACK}`,
  NOT_ALLOWED: `MTN Mobile Money did not allow this payout. ${MONEY_BACK}`,
};

/** What a failed transfer whose reason {@link MOMO_PAYOUT_FAILURES} does not name says. */
export const MOMO_PAYOUT_FAILED = `MTN Mobile Money could not complete the payout. ${MONEY_BACK}`;

/** Written in the payee's MoMo history with the transfer (`payeeNote`). */
const PAYEE_NOTE = 'Payout from Malipo';

/** A 4xx refusal: nothing happened. A 429 is a refusal to answer, so it is not one. */
const isRefusal = (error: unknown): error is MomoError =>
  error instanceof MomoError && error.kind === 'rejected' && error.httpStatus !== 429;

/** MoMo's state of a transfer as a payout's. */
function outcomeOf(transfer: MomoTransaction): PayoutOutcome {
  switch (transfer.status) {
    case 'PENDING':
      return { status: 'pending' };
    case 'SUCCESSFUL':
      return { status: 'paid' };
    case 'FAILED': {
      const message = (transfer.reason && MOMO_PAYOUT_FAILURES[transfer.reason]) || MOMO_PAYOUT_FAILED;
      return { status: 'failed', code: 'payout_failed', message };
    }
    default: {
      const unhandled: never = transfer.status;
      throw new Error(`unknown MoMo transfer status ${String(unhandled)}`);
    }
  }
}

/**
 * The MTN MoMo {@link PayoutProvider} (name `mtn_momo`) over `client`. `createPayout` sends a
 * transfer under Malipo's `reference` to a wallet on the `mtn` network, the phone as the MSISDN
 * without its `+` (`POST /disbursement/v1_0/transfer`), and answers `pending`; it fails without a
 * request for a bank account (`bank_not_supported`), another network (`network_not_supported`) or
 * a currency other than the market's (`currency_not_supported`), and with `payout_rejected` and
 * MoMo's words when MoMo refuses it. Transfers answer `PENDING` → `pending`, `SUCCESSFUL` →
 * `paid`, `FAILED` → `failed` with `payout_failed` ({@link MOMO_PAYOUT_FAILURES}).
 * `retrievePayout` looks the transfer up by reference, or answers null when MoMo has none (404).
 * Throws {@link MomoError} as the module says.
 */
export function createMomoPayouts({ client }: { client: MomoClient }): PayoutProvider {
  const retrievePayout = async (reference: string): Promise<PayoutOutcome | null> => {
    const transfer = await client.getTransfer({ reference });
    return transfer && outcomeOf(transfer);
  };

  return {
    name: 'mtn_momo',
    retrievePayout,
    async createPayout({ reference, amountMinor, currency, destination }) {
      if (destination.type === 'bank') {
        const message = `MTN Mobile Money pays out to wallets only, not to ${destination.bankName}. ${MONEY_BACK}`;
        return { status: 'failed', code: 'bank_not_supported', message };
      }
      if (destination.network.toLowerCase() !== 'mtn') {
        const message = `Payouts to ${destination.network} mobile money are not available through MTN Mobile Money. ${MONEY_BACK}`;
        return { status: 'failed', code: 'network_not_supported', message };
      }
      const marketCurrency = currencyOf(client.targetEnvironment);
      if (currency !== marketCurrency) {
        const message = `MTN Mobile Money payouts here are in ${marketCurrency} only, not ${currency}. ${MONEY_BACK}`;
        return { status: 'failed', code: 'currency_not_supported', message };
      }
      try {
        const created = await client.transfer({
          reference,
          amountMinor,
          currency: marketCurrency,
          msisdn: destination.phone.replace(/^\+/, ''),
          payerMessage: reference,
          payeeNote: PAYEE_NOTE,
        });
        const existing = created.isRepeat ? await retrievePayout(reference) : null;
        return existing ?? { status: 'pending' };
      } catch (error) {
        if (!isRefusal(error)) throw error;
        return { status: 'failed', code: 'payout_rejected', message: error.message };
      }
    },
  };
}
