/**
 * What Flutterwave's v3 API answers, as Malipo reads it (docs/payments.md#providers): zod schemas of
 * the fields Malipo uses, with amounts turned into integer minor units exactly
 * (`flutterwave-amounts.ts`), and the shapes of the requests' parts.
 * @module
 */
import { z } from 'zod';
import { isCurrencyCode, type CurrencyCode } from '@malipo/contracts/currencies';
import { fromFlutterwaveAmount } from './flutterwave-amounts';

/** An amount Malipo can hold: minor units of a currency it knows. */
export interface Money {
  amountMinor: number;
  currency: CurrencyCode;
}

/** Reads Flutterwave's `amount` of `currency`, or records why it cannot be trusted. */
export function readMoney(amount: number | string, currency: string, ctx: z.RefinementCtx): Money {
  const amountMinor = fromFlutterwaveAmount(amount, currency);
  if (amountMinor === null || !isCurrencyCode(currency)) {
    ctx.addIssue({ code: 'custom', message: `${amount} ${currency} is not an amount Malipo can hold` });
    return z.NEVER;
  }
  return { amountMinor, currency };
}

/** A charge as Flutterwave reports it, amounts in minor units. */
export interface FlutterwaveTransaction {
  /** Flutterwave's transaction id (`data.id`), the key of verify and refund. */
  id: number;
  /** Malipo's reference, sent as `tx_ref`. */
  reference: string;
  flwRef: string;
  status: 'successful' | 'failed' | 'pending';
  amountMinor: number;
  currency: CurrencyCode;
  /** Flutterwave's words on the outcome, e.g. why it failed. */
  processorResponse: string | null;
}

/**
 * A transaction's `data` in verify answers and `charge.completed` callbacks
 * (https://developer.flutterwave.com/docs/transaction-verification).
 */
export const flutterwaveTransactionSchema = z
  .object({
    id: z.number().int(),
    tx_ref: z.string(),
    flw_ref: z.string(),
    status: z.enum(['successful', 'failed', 'pending']),
    amount: z.number(),
    currency: z.string(),
    processor_response: z.string().nullish(),
  })
  .transform((data, ctx): FlutterwaveTransaction => ({
    id: data.id,
    reference: data.tx_ref,
    flwRef: data.flw_ref,
    status: data.status,
    ...readMoney(data.amount, data.currency, ctx),
    processorResponse: data.processor_response ?? null,
  }));

/** A transfer (payout) as Flutterwave reports it, amounts in minor units. */
export interface FlutterwaveTransfer {
  id: number;
  /** Malipo's reference, sent as `reference`. */
  reference: string;
  /** `NEW` and `PENDING` are still under way; `SUCCESSFUL` and `FAILED` are final. */
  status: 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  amountMinor: number;
  currency: CurrencyCode;
  /** Flutterwave's words on the outcome, e.g. why it failed. */
  completeMessage: string | null;
}

/**
 * A transfer's `data` in transfer answers and `transfer.completed` callbacks
 * (https://developer.flutterwave.com/docs/making-payments/transfers/overview).
 */
export const flutterwaveTransferSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(['NEW', 'PENDING', 'SUCCESSFUL', 'FAILED']),
    amount: z.number(),
    currency: z.string(),
    complete_message: z.string().nullish(),
  })
  .transform((data, ctx): FlutterwaveTransfer => ({
    id: data.id,
    reference: data.reference,
    status: data.status,
    ...readMoney(data.amount, data.currency, ctx),
    completeMessage: data.complete_message || null,
  }));

/** Flutterwave's envelope of a successful answer, `{ status: 'success', message, data }`. */
export const answer = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });

/** How a payer authorizes a charge Flutterwave answered with a redirect (`meta.authorization`). */
export const authorizationSchema = z.object({
  authorization: z.object({ mode: z.string(), redirect: z.string().optional() }),
});

/** Where a payer can pay: a payment method Flutterwave's hosted page offers. */
export type FlutterwavePaymentOption =
  | 'card'
  | 'banktransfer'
  | 'mpesa'
  | 'mobilemoneyghana'
  | 'mobilemoneyuganda'
  | 'mobilemoneyrwanda'
  | 'mobilemoneyfranco'
  | 'mobilemoneytanzania';

/** The payer as Flutterwave's customer fields take it. */
export interface FlutterwaveCustomer {
  email: string;
  name?: string;
  phone?: string;
}

/**
 * Flutterwave's mobile money charge type for each currency it collects by mobile money, one
 * documentation page each from https://developer.flutterwave.com/docs/collections-inflow/mobile-money.
 */
export const MOBILE_MONEY_CHARGE_TYPES = {
  GHS: 'mobile_money_ghana',
  UGX: 'mobile_money_uganda',
  RWF: 'mobile_money_rwanda',
  XOF: 'mobile_money_franco',
  XAF: 'mobile_money_franco',
  KES: 'mpesa',
  TZS: 'mobile_money_tanzania',
  ZMW: 'mobile_money_zambia',
} as const satisfies Partial<Record<CurrencyCode, string>>;

/** A currency Flutterwave collects by mobile money. */
export type MobileMoneyCurrency = keyof typeof MOBILE_MONEY_CHARGE_TYPES;

/**
 * A mobile money charge just created: `transaction` when Flutterwave answered one, else look it up
 * by reference.
 */
export interface MobileMoneyCharge {
  transaction: FlutterwaveTransaction | null;
  /** A page the payer must open to authorize (Ghana, Uganda, Rwanda answer `mode: "redirect"`). */
  redirectUrl: string | null;
}

/** The account a payer transfers to for a bank transfer charge, and until when. */
export interface BankTransferCharge {
  accountNumber: string;
  bankName: string;
  /** The exact amount the payer must send, in minor units (`transfer_amount`). */
  amountMinor: number;
  /** Flutterwave's reference of the transfer (`transfer_reference`). */
  transferReference: string;
  /** Instructions for the payer (`transfer_note`). */
  note: string | null;
  /**
   * `account_expiration` as Flutterwave sends it: its samples show both milliseconds since the
   * epoch and date-time text without a zone, so it is handed on unparsed.
   */
  accountExpiration: string | number;
}

/** A refund as Flutterwave reports it. */
export interface FlutterwaveRefund {
  id: number;
  transactionId: number;
  status: 'completed' | 'pending';
  amountRefundedMinor: number;
}

/** Where a transfer sends money: a bank account (by bank code) or a mobile money wallet. */
export type FlutterwaveTransferDestination =
  | { type: 'bank'; bankCode: string; accountNumber: string; beneficiaryName?: string }
  | {
      type: 'mobile_money';
      /** Flutterwave's operator code as `account_bank`: `MPS` (M-Pesa), `MTN`, `AIRTEL`, … */
      operator: string;
      /** With the country code, e.g. `254712345678`. */
      phone: string;
      beneficiaryName: string;
      /** Who sends the money; Flutterwave requires it for M-Pesa (KES). */
      sender?: { name: string; country: string; phone: string };
    };
