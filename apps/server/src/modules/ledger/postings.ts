/**
 * The ledger postings: one builder per kind of ledger transaction (docs/money.md#the-ledger), so
 * every money movement's accounts, signs and description are written in this one place and every
 * posting site only passes the record that caused it to {@link postLedgerTransaction}.
 *
 * Each builder returns the {@link LedgerTransactionInput} of its `type`: signed entries in minor
 * units of each account's currency that sum to zero per currency. A positive amount adds to the
 * account's balance (money arrives there), a negative one takes from it. Provider clearing
 * accounts go negative as money comes in from a provider and return towards zero as money goes
 * back out through it. A reversal is exactly the negation of the posting it undoes (ledger rows
 * are never changed; a correction is a new transaction).
 *
 * Builders are pure: they never touch the database nor check funds (the posting sites lock the
 * wallet first, docs/money.md#wallet-movements).
 * @module
 */
import type { conversions, payments, payouts, refunds, transfers } from '../../db/schema';
import type { LedgerEntryInput, LedgerTransactionInput, LedgerTransactionType } from './ledger.service';

/** The posting of one ledger transaction type: {@link LedgerTransactionInput} with `type` fixed. */
export type LedgerPosting<T extends LedgerTransactionType> = LedgerTransactionInput & { type: T };

type PaymentRow = typeof payments.$inferSelect;
type PayoutRow = typeof payouts.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type TransferRow = typeof transfers.$inferSelect;
type ConversionRow = typeof conversions.$inferSelect;

/** The entries that undo `entries`: every amount negated, accounts unchanged. */
function negated(entries: readonly LedgerEntryInput[]): LedgerEntryInput[] {
  return entries.map((e) => ({ ...e, amountMinor: -e.amountMinor }));
}

/**
 * `payment_capture` — a payment succeeded (any source: link, donation, order, deposit,
 * subscription charge, API) (docs/payments.md#payment-states): the money the provider collected
 * moves to the merchant. In minor units of the payment's currency:
 * - provider clearing (`payment.provider`): −amount;
 * - merchant wallet (`payment.merchantId`): +amount.
 * No fee is taken on incoming payments (docs/money.md#fees). Keyed by `paymentId`, so a payment is
 * captured once.
 */
export function paymentCapturePosting(input: {
  payment: Pick<PaymentRow, 'id' | 'merchantId' | 'provider' | 'amountMinor' | 'currency'>;
  createdAt: Date;
}): LedgerPosting<'payment_capture'> {
  const { payment } = input;
  return {
    type: 'payment_capture',
    paymentId: payment.id,
    // The payment, named by `payment_id`, describes it: a copy of its description was 39 bytes a
    // payment (docs/architecture.md#scale).
    description: null,
    createdAt: input.createdAt,
    entries: [
      {
        account: { type: 'provider_clearing', provider: payment.provider, currency: payment.currency },
        amountMinor: -payment.amountMinor,
      },
      {
        account: { type: 'merchant_wallet', merchantId: payment.merchantId, currency: payment.currency },
        amountMinor: payment.amountMinor,
      },
    ],
  };
}

/** The entries of a refund (see {@link refundPosting}). */
function refundEntries(
  refund: Pick<RefundRow, 'merchantId' | 'amountMinor' | 'currency'>,
  provider: string,
): LedgerEntryInput[] {
  return [
    {
      account: { type: 'merchant_wallet', merchantId: refund.merchantId, currency: refund.currency },
      amountMinor: -refund.amountMinor,
    },
    {
      account: { type: 'provider_clearing', provider, currency: refund.currency },
      amountMinor: refund.amountMinor,
    },
  ];
}

/**
 * `refund` — a refund is created (before the provider returns the money;
 * docs/refunds.md#ledger-postings): the money the payment brought in leaves the wallet again. In
 * minor units of the refund's currency:
 * - merchant wallet: −amount;
 * - provider clearing of `provider`, the provider returning it: +amount — the payment's provider
 *   for a card, the payout provider for mobile money (it is paid out to the payer's number).
 * The payment's capture posted the opposite, so a full refund leaves both accounts where they were
 * before the payment. Keyed by the refund id (`recordId`).
 */
export function refundPosting(input: {
  refund: Pick<RefundRow, 'id' | 'paymentId' | 'merchantId' | 'amountMinor' | 'currency'>;
  provider: string;
  createdAt: Date;
}): LedgerPosting<'refund'> {
  const { refund } = input;
  return {
    type: 'refund',
    recordId: refund.id,
    description: `Refund ${refund.id} of payment ${refund.paymentId}`,
    createdAt: input.createdAt,
    entries: refundEntries(refund, input.provider),
  };
}

/**
 * `refund_reversal` — a refund failed: the exact negation of its {@link refundPosting} (wallet
 * +amount, provider clearing of `provider` −amount, minor units), so the money is back in the
 * wallet and refundable again (docs/refunds.md#ledger-postings). `provider` must be the one the
 * refund was posted with. Keyed by the refund id.
 */
export function refundReversalPosting(input: {
  refund: Pick<RefundRow, 'id' | 'merchantId' | 'amountMinor' | 'currency'>;
  provider: string;
  createdAt: Date;
}): LedgerPosting<'refund_reversal'> {
  const { refund } = input;
  return {
    type: 'refund_reversal',
    recordId: refund.id,
    description: `Failed refund ${refund.id} returned to the wallet`,
    createdAt: input.createdAt,
    entries: negated(refundEntries(refund, input.provider)),
  };
}

type PayoutFigures = Pick<
  PayoutRow,
  'merchantId' | 'currency' | 'debitedMinor' | 'feeMinor' | 'payoutMinor' | 'payoutCurrency' | 'provider'
>;

/** The entries of a payout (see {@link payoutPosting}). */
function payoutEntries(payout: PayoutFigures): LedgerEntryInput[] {
  const entries: LedgerEntryInput[] = [
    {
      account: { type: 'merchant_wallet', merchantId: payout.merchantId, currency: payout.currency },
      amountMinor: -payout.debitedMinor,
    },
  ];
  if (payout.feeMinor > 0) {
    entries.push({
      account: { type: 'platform_fees', currency: payout.currency },
      amountMinor: payout.feeMinor,
    });
  }
  if (payout.payoutCurrency !== payout.currency) {
    entries.push(
      {
        account: { type: 'fx', currency: payout.currency },
        amountMinor: payout.debitedMinor - payout.feeMinor,
      },
      { account: { type: 'fx', currency: payout.payoutCurrency }, amountMinor: -payout.payoutMinor },
    );
  }
  entries.push({
    account: { type: 'provider_clearing', provider: payout.provider, currency: payout.payoutCurrency },
    amountMinor: payout.payoutMinor,
  });
  return entries;
}

/**
 * `payout` — a withdrawal or a Direct Pay leaves the wallet when it is submitted
 * (docs/money.md#wallet-movements), derived from the payout row so that its reversal is exactly
 * its negation. All in minor units; `currency` is the wallet's, `payoutCurrency` the recipient's:
 * - merchant wallet (currency): −debited;
 * - platform fees (currency): +fee, when non-zero (the fee of docs/money.md#fees: inside the
 *   amount for a withdrawal, on top for Direct Pay);
 * - same currency: provider clearing (currency): +payout (= debited − fee);
 * - converted (Direct Pay): FX (currency): +(debited − fee), FX (payout currency): −payout, provider
 *   clearing (payout currency): +payout.
 * Keyed by the payout id.
 */
export function payoutPosting(input: {
  payout: PayoutFigures & Pick<PayoutRow, 'id' | 'kind' | 'destinationLabel'>;
  createdAt: Date;
}): LedgerPosting<'payout'> {
  const { payout } = input;
  return {
    type: 'payout',
    recordId: payout.id,
    description: `${payout.kind === 'withdrawal' ? 'Withdrawal' : 'Direct Pay'} to ${payout.destinationLabel}`,
    createdAt: input.createdAt,
    entries: payoutEntries(payout),
  };
}

/**
 * `payout_reversal` — a payout failed: the exact negation of its {@link payoutPosting}, giving the
 * money and the fee back to the wallet (docs/money.md#fees: no fee is kept on a failed payout).
 * Minor units; keyed by the payout id.
 */
export function payoutReversalPosting(input: {
  payout: PayoutFigures & Pick<PayoutRow, 'id'>;
  createdAt: Date;
}): LedgerPosting<'payout_reversal'> {
  const { payout } = input;
  return {
    type: 'payout_reversal',
    recordId: payout.id,
    description: `Failed payout ${payout.id} returned`,
    createdAt: input.createdAt,
    entries: negated(payoutEntries(payout)),
  };
}

/**
 * `transfer` — a send to another Malipo user or a payment to a merchant by code, from the wallet:
 * instant and free (docs/money.md#wallet-movements). In minor units of the transfer's currency:
 * - sender's wallet (`fromMerchantId`): −amount;
 * - recipient's wallet (`toMerchantId`): +amount.
 * Keyed by the transfer id.
 */
export function transferPosting(input: {
  transfer: Pick<TransferRow, 'id' | 'kind' | 'fromMerchantId' | 'toMerchantId' | 'amountMinor' | 'currency'>;
  createdAt: Date;
}): LedgerPosting<'transfer'> {
  const { transfer } = input;
  return {
    type: 'transfer',
    recordId: transfer.id,
    description: `${transfer.kind === 'send' ? 'Send' : 'Merchant payment'} ${transfer.id}`,
    createdAt: input.createdAt,
    entries: [
      {
        account: {
          type: 'merchant_wallet',
          merchantId: transfer.fromMerchantId,
          currency: transfer.currency,
        },
        amountMinor: -transfer.amountMinor,
      },
      {
        account: { type: 'merchant_wallet', merchantId: transfer.toMerchantId, currency: transfer.currency },
        amountMinor: transfer.amountMinor,
      },
    ],
  };
}

/**
 * `conversion` — between two of a merchant's currency wallets, through the FX account at the
 * recorded rate (docs/money.md#wallet-movements), balanced in each currency separately:
 * - wallet (from): −fromAmount, FX (from): +fromAmount — minor units of `fromCurrency`;
 * - FX (to): −toAmount, wallet (to): +toAmount — minor units of `toCurrency`.
 * Keyed by the conversion id.
 */
export function conversionPosting(input: {
  conversion: Pick<
    ConversionRow,
    'id' | 'merchantId' | 'fromCurrency' | 'toCurrency' | 'fromAmountMinor' | 'toAmountMinor' | 'rate'
  >;
  createdAt: Date;
}): LedgerPosting<'conversion'> {
  const { conversion: c } = input;
  return {
    type: 'conversion',
    recordId: c.id,
    description: `Conversion ${c.fromCurrency} → ${c.toCurrency} at ${c.rate}`,
    createdAt: input.createdAt,
    entries: [
      {
        account: { type: 'merchant_wallet', merchantId: c.merchantId, currency: c.fromCurrency },
        amountMinor: -c.fromAmountMinor,
      },
      { account: { type: 'fx', currency: c.fromCurrency }, amountMinor: c.fromAmountMinor },
      { account: { type: 'fx', currency: c.toCurrency }, amountMinor: -c.toAmountMinor },
      {
        account: { type: 'merchant_wallet', merchantId: c.merchantId, currency: c.toCurrency },
        amountMinor: c.toAmountMinor,
      },
    ],
  };
}

/**
 * `card_spend` — Malipo as issuer approves a charge on one of its virtual cards
 * (docs/money.md#wallet-movements): the holder's wallet pays the provider that charged the card,
 * whose `payment_capture` then moves the money on to the payee. In minor units of `currency`:
 * - holder's wallet (`card.merchantId`): −amount;
 * - provider clearing (`provider`): +amount.
 * Keyed by the charge's `reference` (the payment id), so a charge debits the wallet once.
 */
export function cardSpendPosting(input: {
  card: { merchantId: string; last4: string };
  reference: string;
  provider: string;
  amountMinor: number;
  currency: string;
  createdAt: Date;
}): LedgerPosting<'card_spend'> {
  const { card, provider, amountMinor, currency } = input;
  return {
    type: 'card_spend',
    recordId: input.reference,
    description: `Virtual card •••• ${card.last4}: payment ${input.reference}`,
    createdAt: input.createdAt,
    entries: [
      {
        account: { type: 'merchant_wallet', merchantId: card.merchantId, currency },
        amountMinor: -amountMinor,
      },
      { account: { type: 'provider_clearing', provider, currency }, amountMinor },
    ],
  };
}
