/**
 * Paying a payment link (docs/product.md#payment-link-page): the link decides the amount, currency
 * and merchant, and the generic payment flow of {@link PaymentService.pay} does the rest, in the
 * idempotency scope `payment_link:{linkId}` (docs/payments.md#idempotency). Amounts in minor units.
 * @module
 */
import type { CreateLinkPaymentInput } from '@malipo/contracts/payments';
import { AppError } from '../../lib/app-error';
import type { StoredResponse } from '../idempotency/idempotency';
import type { PaymentService } from '../payments/payments.service';
import { paymentLinkForPayment } from './payment-links.repo';
import { effectiveLinkStatus } from './payment-links.service';

/** Creates the payer side of payment links over `payments`. */
export function createLinkPaymentService({ payments }: { payments: PaymentService }) {
  /**
   * Pays payment link `linkId` at its amount and currency; answers 201 + the payment
   * (`PublicPayment`), or the stored answer for a repeated key. Throws `not_found` (unknown or
   * deleted link), `link_unavailable` (paused or expired, docs/product.md#link-status) and what
   * {@link PaymentService.pay} throws (`validation_failed`, the idempotency codes).
   */
  const pay = (input: {
    linkId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: CreateLinkPaymentInput;
  }): Promise<StoredResponse> => {
    const link = paymentLinkForPayment(input.linkId);
    return payments.pay({
      scope: `payment_link:${input.linkId}`,
      idempotencyKey: input.idempotencyKey,
      fingerprint: input.fingerprint,
      payer: input.body.payer,
      paymentMethod: input.body.paymentMethod,
      returnPath: `/pay/${encodeURIComponent(input.linkId)}`,
      lockFreeSource: {
        read: link.sql,
        lastRead: link.lastRead(),
        resolve: (read, now) => {
          const found = link.parse(read);
          if (!found) throw new AppError('not_found', 'Payment link not found');
          const status = effectiveLinkStatus(found, now);
          if (status !== 'active') {
            throw new AppError(
              'link_unavailable',
              status === 'expired'
                ? 'This payment link has expired and is no longer active.'
                : 'This payment link is paused.',
            );
          }
          return {
            merchantId: found.merchantId,
            sourceType: 'payment_link',
            sourceId: found.id,
            description: found.productName,
            amountMinor: found.amountMinor,
            currency: found.currency,
            mode: found.mode,
          };
        },
      },
    });
  };

  return { pay };
}

/** The payer side of payment links, as {@link createLinkPaymentService} builds it. */
export type LinkPaymentService = ReturnType<typeof createLinkPaymentService>;
