/**
 * The Make Payment form (docs/product.md#dashboard "Make Payment", merchant code form): merchant code
 * (`MLP-XXXXXX`), amount, currency and an optional reference, paid from the wallet or with the
 * virtual card (`source`).
 * @module
 */
import { z } from 'zod';
import { DEFAULT_CURRENCY, PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import {
  createMerchantPaymentInputSchema,
  type CreateMerchantPaymentRequest,
} from '@malipo/contracts/wallet';
import { addContractIssues } from '@/lib/contract-issues';
import { amountToMinor, checkAmount } from './amount-rules';
import type { MerchantPaymentSource } from './pay-merchant';

/** Values of the form, as typed. */
export interface MerchantPaymentFormValues {
  merchantCode: string;
  amount: string;
  currency: (typeof PAYMENT_CURRENCIES)[number];
  reference: string;
  /** Pay with: the wallet, or the virtual card. */
  source: MerchantPaymentSource;
}
/** A form field. */
export type MerchantPaymentField = keyof MerchantPaymentFormValues;

/** The form field of a server field path, or null. */
export function merchantPaymentFieldFor(serverKey: string): MerchantPaymentField | null {
  if (serverKey === 'amountMinor') return 'amount';
  return serverKey === 'merchantCode' || serverKey === 'currency' || serverKey === 'reference'
    ? serverKey
    : null;
}

function toRequest(values: MerchantPaymentFormValues): CreateMerchantPaymentRequest {
  return {
    merchantCode: values.merchantCode,
    amountMinor: amountToMinor(values.amount, values.currency),
    currency: values.currency,
    reference: values.reference,
  };
}

/** The form's schema: the amount's checks and the contract's (code shape, reference length). */
export const merchantPaymentFormSchema = z
  .object({
    merchantCode: z.string(),
    amount: z.string(),
    currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
    reference: z.string(),
    source: z.enum(['wallet', 'card']),
  })
  .superRefine((values, ctx) => {
    checkAmount(ctx, 'amount', values.amount, values.currency);
    addContractIssues(ctx, createMerchantPaymentInputSchema, toRequest(values), merchantPaymentFieldFor, [
      'amount',
    ]);
  });

/** Empty form in USD (docs/product.md#constants default). */
export const EMPTY_MERCHANT_PAYMENT_FORM: MerchantPaymentFormValues = {
  merchantCode: '',
  amount: '',
  currency: PAYMENT_CURRENCIES.find((code) => code === DEFAULT_CURRENCY) ?? 'USD',
  reference: '',
  source: 'wallet',
};

/** The request of checked `values`: the code trimmed and upper-cased as the contract normalizes it. */
export function toMerchantPaymentRequest(values: MerchantPaymentFormValues): CreateMerchantPaymentRequest {
  return createMerchantPaymentInputSchema.parse(toRequest(values));
}
