/**
 * Make Payment's two ways to pay a merchant by code (docs/product.md#dashboard): from the wallet
 * (a transfer) or with the virtual card (a card payment whose issuer debits the wallet). Both end
 * in one {@link MerchantPaymentResult}; a declined card payment (a 201 with status `failed`) becomes
 * a refusal like any other, carrying the decline's code and message ('This card is frozen…').
 * @module
 */
import type { CreateMerchantPaymentRequest } from '@malipo/contracts/wallet';
import type { PublicPayment } from '@malipo/contracts/payments';
import { ApiError } from '@/lib/api-client';
import { createCardPayment } from '../api/create-card-payment';
import { createMerchantPayment } from '../api/create-merchant-payment';

/** Where the money comes from. */
export type MerchantPaymentSource = 'wallet' | 'card';

/** One payment as sent: its source and the request (a new source is a new idempotent attempt). */
export interface MerchantPaymentAttempt {
  source: MerchantPaymentSource;
  request: CreateMerchantPaymentRequest;
}

/** A payment made: amount in minor units of `currency`, and who was paid (name, else the code). */
export interface MerchantPaymentResult {
  amountMinor: number;
  currency: string;
  payee: string;
}

const DECLINED = 'The card payment was declined. Nothing was taken from your wallet.';
const UNSETTLED = 'The card payment is still being processed. Check History for its outcome.';

/** The result of a card payment, or the refusal it amounts to (a 402 in spirit: not paid). */
function cardOutcome(payment: PublicPayment, merchantCode: string): MerchantPaymentResult {
  if (payment.status === 'succeeded') {
    return { amountMinor: payment.amountMinor, currency: payment.currency, payee: merchantCode };
  }
  if (payment.status === 'failed') {
    throw new ApiError(402, payment.failure?.code ?? 'card_declined', payment.failure?.message ?? DECLINED);
  }
  throw new ApiError(402, 'payment_unsettled', UNSETTLED);
}

/**
 * Sends `attempt` with `idempotencyKey`. Resolves with what was paid; throws `ApiError` on a refusal
 * (including a declined card) or when the outcome is unknown.
 */
export async function payMerchant(
  { source, request }: MerchantPaymentAttempt,
  idempotencyKey: string,
): Promise<MerchantPaymentResult> {
  switch (source) {
    case 'wallet': {
      const transfer = await createMerchantPayment(request, idempotencyKey);
      return { amountMinor: transfer.amountMinor, currency: transfer.currency, payee: transfer.counterparty };
    }
    case 'card':
      return cardOutcome(await createCardPayment(request, idempotencyKey), request.merchantCode);
  }
}
