/**
 * Flutterwave v3 transfers behind Malipo's payout port (docs/payments.md#flutterwave): payouts to
 * bank accounts and mobile money wallets from the Flutterwave balance, and their state by Malipo's
 * reference, over the typed client (`flutterwave-client.ts`). Amounts in minor units.
 *
 * A request Flutterwave refused (`rejected`, a 4xx other than 429) fails the payout with
 * Flutterwave's message, unless a transfer already exists under the reference (a repeat, which
 * Flutterwave also refuses). Every other {@link FlutterwaveError} is thrown: after `unavailable` or
 * `invalid_response` the transfer may exist, and the payout job looks it up by reference before
 * submitting again.
 * @module
 */
import { isCurrencyCode } from '@malipo/contracts/currencies';
import type { PayoutDestination, PayoutOutcome, PayoutProvider } from '../payout-provider';
import type { FlutterwaveClient } from './flutterwave-client';
import { FlutterwaveError } from './flutterwave-error';
import type { FlutterwaveTransfer, FlutterwaveTransferDestination } from './flutterwave-schemas';

/**
 * Flutterwave's bank codes (`account_bank`) of the Nigerian banks it lists for direct debit, the
 * same codes its transfers take (https://developer.flutterwave.com/docs/direct-charge/bank-account,
 * https://developer.flutterwave.com/docs/making-payments/transfers/bank-accounts), by bank name as
 * {@link bankNameKey} reduces it. Malipo's payout accounts name their bank in free text and other
 * countries' codes come only from Flutterwave's bank list, so a payout to any other bank fails with
 * `bank_not_supported` until Malipo stores the bank's code.
 */
const NIGERIAN_BANK_CODES: Readonly<Record<string, string>> = {
  access: '044',
  'guaranty trust': '058',
  gtbank: '058',
  gtb: '058',
  gtco: '058',
  first: '011',
  firstbank: '011',
  sterling: '232',
  'united for africa': '033',
  uba: '033',
  zenith: '057',
};

/**
 * Flutterwave's operator code (`account_bank`) for a mobile money payout, by Malipo's network name
 * reduced to upper case letters (`mpesa`, `M-Pesa` → `MPESA`)
 * (https://developer.flutterwave.com/docs/making-payments/transfers/mobile-money).
 */
const OPERATORS: Readonly<Record<string, string>> = {
  MPESA: 'MPS',
  MTN: 'MTN',
  AIRTEL: 'AIRTEL',
  AIRTELTIGO: 'AIRTELTIGO',
  VODAFONE: 'VODAFONE',
  TELECEL: 'TELECEL',
  TIGO: 'TIGO',
  ORANGE: 'ORANGEMONEY',
  ORANGEMONEY: 'ORANGEMONEY',
  WAVE: 'WAVE',
  MOOV: 'MOOV',
};

/**
 * Flutterwave requires a beneficiary name for mobile money transfers, which Malipo's payout
 * destination does not carry; this stands in for it.
 */
const BENEFICIARY_NAME = 'Malipo payout recipient';

const BANK_NAME_NOISE = new Set(['bank', 'plc', 'ltd', 'limited', 'nigeria', 'of', 'the']);

/** `First Bank of Nigeria Plc` → `first`: lower case words without the ones every bank name has. */
function bankNameKey(bankName: string): string {
  const words = bankName.toLowerCase().split(/[^a-z0-9]+/);
  return words.filter((word) => word !== '' && !BANK_NAME_NOISE.has(word)).join(' ');
}

/** A 4xx refusal: nothing happened. A 429 is a refusal to answer, so it is not one. */
const isRefusal = (error: unknown): error is FlutterwaveError =>
  error instanceof FlutterwaveError && error.kind === 'rejected' && error.httpStatus !== 429;

/** Flutterwave's state of a transfer as a payout's. */
function outcomeOf(transfer: FlutterwaveTransfer): PayoutOutcome {
  switch (transfer.status) {
    case 'NEW':
    case 'PENDING':
      return { status: 'pending' };
    case 'SUCCESSFUL':
      return { status: 'paid' };
    case 'FAILED': {
      const message = transfer.completeMessage ?? 'Flutterwave could not complete the transfer.';
      return { status: 'failed', code: 'payout_failed', message };
    }
    default: {
      const unhandled: never = transfer.status;
      throw new Error(`unknown Flutterwave transfer status ${String(unhandled)}`);
    }
  }
}

type Sender = { name: string; country: string; phone: string };

/** Where Flutterwave sends a payout of `currency` to `destination`, or why it cannot. */
function flutterwaveDestination(
  destination: PayoutDestination,
  currency: string,
  sender: Sender | undefined,
): FlutterwaveTransferDestination | { code: string; message: string } {
  switch (destination.type) {
    case 'bank': {
      const bankCode =
        currency === 'NGN' ? NIGERIAN_BANK_CODES[bankNameKey(destination.bankName)] : undefined;
      if (bankCode === undefined) {
        const message = `Payouts to ${destination.bankName} in ${currency} are not available yet. The money and the fee are back in your wallet.`;
        return { code: 'bank_not_supported', message };
      }
      return { type: 'bank', bankCode, accountNumber: destination.accountNumber };
    }
    case 'mobile_money': {
      const operator = OPERATORS[destination.network.toUpperCase().replace(/[^A-Z]/g, '')];
      if (operator === undefined) {
        const message = `Payouts to ${destination.network} mobile money are not available yet. The money and the fee are back in your wallet.`;
        return { code: 'network_not_supported', message };
      }
      return {
        type: 'mobile_money',
        operator,
        phone: destination.phone.replace(/^\+/, ''),
        beneficiaryName: BENEFICIARY_NAME,
        sender: operator === 'MPS' ? sender : undefined,
      };
    }
    default: {
      const unhandled: never = destination;
      throw new Error(`unknown payout destination ${JSON.stringify(unhandled)}`);
    }
  }
}

/**
 * The Flutterwave {@link PayoutProvider} (name `flutterwave`) over `client`. `createPayout` sends a
 * transfer under Malipo's `reference` (`POST /v3/transfers`): a bank account needs a bank code
 * ({@link NIGERIAN_BANK_CODES}, else `failed` with `bank_not_supported`); a wallet needs an
 * operator ({@link OPERATORS}, else `network_not_supported`) and gets the phone without its `+`.
 * `sender` is who sends M-Pesa payouts, which Flutterwave requires for KES (without it Flutterwave
 * refuses them). Transfers answer `NEW`/`PENDING` → `pending`, `SUCCESSFUL` → `paid`, `FAILED` →
 * `failed` with `payout_failed` and Flutterwave's `complete_message`. `retrievePayout` looks the
 * transfer up by reference, or answers `null` when Flutterwave has none. Throws `Error` for a
 * currency Malipo does not know, and {@link FlutterwaveError} as the module says.
 */
export function createFlutterwavePayouts({
  client,
  sender,
}: {
  client: FlutterwaveClient;
  sender?: Sender;
}): PayoutProvider {
  return {
    name: 'flutterwave',
    async createPayout({ reference, amountMinor, currency, destination }) {
      const target = flutterwaveDestination(destination, currency, sender);
      if ('code' in target) return { status: 'failed', ...target };
      if (!isCurrencyCode(currency)) throw new Error(`${currency} is not a currency Malipo knows`);
      try {
        return outcomeOf(
          await client.createTransfer({ reference, amountMinor, currency, destination: target }),
        );
      } catch (error) {
        if (!isRefusal(error)) throw error;
        const existing = await client.getTransferByReference({ reference });
        if (existing) return outcomeOf(existing);
        return { status: 'failed', code: 'payout_rejected', message: error.message };
      }
    },
    async retrievePayout(reference) {
      const transfer = await client.getTransferByReference({ reference });
      return transfer ? outcomeOf(transfer) : null;
    },
  };
}
