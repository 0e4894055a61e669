/**
 * Wallet money movement (docs/product.md#dashboard money screens; docs/money.md): deposits, payout accounts,
 * withdrawals with the 2% fee, sends to other Malipo wallets, Direct Pay to external mobile wallets
 * with conversion, conversions between one's own wallets, payments to a merchant by merchant code.
 * Amounts in minor units. Every POST here takes an `Idempotency-Key` header.
 * @module
 */
import { z } from 'zod';
import { PAYMENT_CURRENCIES } from './currencies';
import { MOBILE_MONEY_COUNTRY_CODES, MOBILE_MONEY_PROVIDER_IDS } from './mobile-money-options';
import { amountMinorSchema } from './payment-links';
import { paymentMethodInputSchema } from './payments';

const currency = z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' });

/** Body of `POST /api/wallet/deposits`: the wallet is credited when the payment succeeds. */
export const createDepositInputSchema = z.object({
  amountMinor: amountMinorSchema,
  currency,
  paymentMethod: paymentMethodInputSchema,
});
/** Deposit input as sent. */
export type CreateDepositRequest = z.input<typeof createDepositInputSchema>;

/** Body of `POST /api/payout-accounts` (docs/product.md#dashboard "Withdraw … bank account"). */
export const createPayoutAccountInputSchema = z.object({
  bankName: z.string().trim().min(1, 'Bank name is required').max(120, 'Bank name is too long'),
  accountName: z.string().trim().min(1, 'Account name is required').max(120, 'Account name is too long'),
  accountNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, 'Enter an account number of 6 to 20 digits')),
});
/** Payout account input as sent. */
export type CreatePayoutAccountRequest = z.input<typeof createPayoutAccountInputSchema>;

/** A bank account the merchant withdraws to; the number is only shown masked. */
export const payoutAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumberMasked: z.string(),
  createdAt: z.string(),
});
/** A payout account. */
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** Body of `GET /api/payout-accounts`. */
export const payoutAccountListSchema = z.object({ data: z.array(payoutAccountSchema) });

const mobileDestination = z.object({
  type: z.literal('mobile_money'),
  provider: z.enum(MOBILE_MONEY_PROVIDER_IDS, { error: 'Choose a mobile money provider' }),
  country: z.enum(MOBILE_MONEY_COUNTRY_CODES, { error: 'Choose a country' }),
  phone: z.string().trim().min(1, 'Phone number is required').max(32),
});

/** Where a withdrawal goes: a saved bank account or a mobile money number. */
export const payoutDestinationInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bank'), payoutAccountId: z.string().min(1, 'Choose a bank account') }),
  mobileDestination,
]);

/**
 * Body of `POST /api/wallet/payouts` (withdraw). `amountMinor` leaves the wallet; the 2% fee
 * (`withdrawalFeeMinor` in fx.ts) is taken from it and the rest arrives.
 */
export const createPayoutInputSchema = z.object({
  amountMinor: amountMinorSchema,
  currency,
  destination: payoutDestinationInputSchema,
});
/** Withdrawal input as sent. */
export type CreatePayoutRequest = z.input<typeof createPayoutInputSchema>;

/**
 * Body of `POST /api/wallet/direct-pay` (send to an external mobile wallet, docs/product.md#payer-pages Direct Pay):
 * `amountMinor` of `fromCurrency` is converted to `toCurrency` and paid out; the 2% fee is added
 * on top, so the wallet is debited `amountMinor + fee`.
 */
export const createDirectPayInputSchema = z.object({
  amountMinor: amountMinorSchema,
  fromCurrency: currency,
  toCurrency: currency,
  recipient: mobileDestination.omit({ type: true }),
});
/** Direct Pay input as sent. */
export type CreateDirectPayRequest = z.input<typeof createDirectPayInputSchema>;

/** Payout states: the sandbox settles (`paid`) or fails it asynchronously. */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
/** A payout state. */
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A withdrawal or Direct Pay transfer out of the wallet. */
export const payoutSchema = z.object({
  id: z.string(),
  kind: z.enum(['withdrawal', 'direct_pay']),
  status: z.enum(PAYOUT_STATUSES),
  /** Taken from the wallet (fee included), minor units of `currency`. */
  debitedMinor: z.number().int(),
  feeMinor: z.number().int(),
  currency: z.string(),
  /** What the recipient receives, minor units of `payoutCurrency`. */
  payoutMinor: z.number().int(),
  payoutCurrency: z.string(),
  /** Units of `payoutCurrency` per unit of `currency`; "1" when they are the same. */
  rate: z.string(),
  destination: z.object({ type: z.enum(['bank', 'mobile_money']), label: z.string() }),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
});
/** A payout. */
export type Payout = z.infer<typeof payoutSchema>;

/** Body of `POST /api/wallet/transfers`: send to another Malipo wallet (instant, no fee). */
export const createTransferInputSchema = z.object({
  recipient: z.string().trim().min(1, 'Please enter recipient email or phone number').max(200),
  amountMinor: amountMinorSchema,
  currency,
  note: z.string().trim().max(200, 'Note is too long').default(''),
});
/** Transfer input as sent. */
export type CreateTransferRequest = z.input<typeof createTransferInputSchema>;

/** Body of `POST /api/wallet/merchant-payments`: pay a merchant by merchant code from the wallet. */
export const createMerchantPaymentInputSchema = z.object({
  merchantCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^MLP-[0-9A-Z]{6}$/, 'Enter a merchant code like MLP-7K3Q9X'),
  amountMinor: amountMinorSchema,
  currency,
  reference: z.string().trim().max(120, 'Reference is too long').default(''),
});
/** Merchant payment input as sent. */
export type CreateMerchantPaymentRequest = z.input<typeof createMerchantPaymentInputSchema>;

/** A wallet-to-wallet movement: a send, or a payment to a merchant by code. */
export const transferSchema = z.object({
  id: z.string(),
  kind: z.enum(['send', 'merchant_payment']),
  amountMinor: z.number().int(),
  currency: z.string(),
  counterparty: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
/** A transfer. */
export type Transfer = z.infer<typeof transferSchema>;

/** Body of `POST /api/wallet/conversions`: move money between one's own currency wallets. */
export const createConversionInputSchema = z.object({
  amountMinor: amountMinorSchema,
  fromCurrency: currency,
  toCurrency: currency,
});
/** Conversion input as sent. */
export type CreateConversionRequest = z.input<typeof createConversionInputSchema>;

/** A conversion with the rate it used. */
export const conversionSchema = z.object({
  id: z.string(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  fromAmountMinor: z.number().int(),
  toAmountMinor: z.number().int(),
  rate: z.string(),
  createdAt: z.string(),
});
/** A conversion. */
export type Conversion = z.infer<typeof conversionSchema>;

/** Query of `GET /api/fx/quote`. */
export const fxQuoteQuerySchema = z.object({
  from: currency,
  to: currency,
  amountMinor: z.coerce.number().int().positive().max(1_000_000_000_000),
});

/** Body of `GET /api/fx/quote`: the rate and what Direct Pay would debit and deliver. */
export const fxQuoteSchema = z.object({
  from: z.string(),
  to: z.string(),
  rate: z.string(),
  amountMinor: z.number().int(),
  convertedMinor: z.number().int(),
  feeMinor: z.number().int(),
  totalMinor: z.number().int(),
});
/** An FX quote. */
export type FxQuote = z.infer<typeof fxQuoteSchema>;

/** Body of `GET /api/fx/rates`: the stored rates. */
export const fxRatesSchema = z.object({
  data: z.array(z.object({ base: z.string(), quote: z.string(), rate: z.string(), updatedAt: z.string() })),
});

/** Body of `GET /api/wallet`: the merchant code others pay with. */
export const walletSummarySchema = z.object({
  merchantCode: z.string(),
  balances: z.array(z.object({ currency: z.string(), availableMinor: z.number().int() })),
});
/** Wallet summary. */
export type WalletSummary = z.infer<typeof walletSummarySchema>;

/** Direct Pay quick amounts in major units (docs/product.md#constants). */
export const DIRECT_PAY_QUICK_AMOUNTS = [200, 500, 1000] as const;
