/**
 * Receipts (docs/product.md#receipt-page): every succeeded payment — payment link, donation,
 * catalogue order, subscription charge, deposit — has a receipt at `/receipts/{receiptId}` and as a
 * PDF, branded with the merchant's settings. Amounts in minor units of the payment's currency.
 * @module
 */
import type { Locale } from '@malipo/contracts/i18n/locales';
import type { PaymentSourceType } from '@malipo/contracts/payments';
import type { Receipt, ReceiptLine } from '@malipo/contracts/receipts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPayerMerchant } from '../../lib/branding';
import { findOrderByPayment } from '../catalogues/orders.repo';
import { paymentMethodSummary, type PaymentRow } from '../payments/payment-view';
import { findLogo } from '../settings/settings.repo';
import { pdfSafeLogo } from './receipt-logo';
import { renderReceiptPdf } from './receipt-pdf';
import { findReceiptPayment } from './receipts.repo';

/**
 * The receipt kind of a payment source, which titles the receipt (docs/product.md#receipt-page); a
 * deposit, a payment by merchant code, an API payment and an invoice's payment (described by its
 * invoice number) are receipted as payments.
 */
export function receiptKind(sourceType: PaymentSourceType): Receipt['kind'] {
  switch (sourceType) {
    case 'payment_link':
    case 'deposit':
    case 'merchant_code':
    case 'api':
    case 'invoice':
      return 'payment';
    case 'donation_link':
      return 'donation';
    case 'catalogue':
      return 'order';
    case 'subscription':
      return 'subscription';
  }
}

/** The single line of a payment that is not an order: its description (product or campaign), quantity 1. */
function singleLine(payment: PaymentRow): ReceiptLine {
  return {
    name: payment.description,
    unitPriceMinor: payment.amountMinor,
    quantity: 1,
    amountMinor: payment.amountMinor,
  };
}

/** The PDF's download file name: `malipo-receipt-<reference>.pdf`, the reference being the payment id. */
export function receiptFileName(receipt: Pick<Receipt, 'reference'>): string {
  return `malipo-receipt-${receipt.reference}.pdf`;
}

/**
 * Creates the receipt service. Nothing is scoped by merchant: the unguessable receipt id is the
 * permission (`receipts.repo.ts`).
 */
export function createReceiptService({ db }: { db: Db }) {
  const load = async (receiptId: string) => {
    const row = await findReceiptPayment(db, receiptId);
    if (!row) throw new AppError('not_found', 'Receipt not found');
    const { payment, merchant } = row;
    const order = payment.sourceType === 'catalogue' ? await findOrderByPayment(db, payment.id) : undefined;
    const receipt: Receipt = {
      id: receiptId,
      reference: payment.id,
      kind: receiptKind(payment.sourceType),
      merchant: toPayerMerchant(merchant),
      payer: { name: payment.payerName, email: payment.payerEmail },
      lines: order ? order.lines.map(({ itemId: _itemId, ...line }) => line) : [singleLine(payment)],
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      paymentMethod: paymentMethodSummary(payment),
      paidAt: (payment.succeededAt ?? payment.updatedAt).toISOString(),
      shippingAddress: order?.order.shippingAddress ?? null,
    };
    return { receipt, merchantId: merchant.id, timeZone: merchant.timeZone };
  };

  /**
   * Receipt `receiptId`: branding, payer, lines (an order's frozen lines, else one line for the
   * payment), amount in minor units, method summary, paid date (ISO) and shipping address. Throws
   * `not_found` for an unknown id or a payment that has not succeeded.
   */
  const get = async ({ receiptId }: { receiptId: string }): Promise<Receipt> =>
    (await load(receiptId)).receipt;

  /**
   * Receipt `receiptId` as PDF `bytes` with its download `fileName`, written in `locale`
   * (docs/i18n.md#what-is-translated) and dated in the merchant's time zone. The merchant's uploaded
   * logo is drawn when it has one and decodes; logos by URL are not fetched. Throws `not_found` as
   * {@link get} does.
   */
  const pdf = async ({ receiptId, locale }: { receiptId: string; locale: Locale }) => {
    const { receipt, merchantId, timeZone } = await load(receiptId);
    const logo = await findLogo(db, merchantId);
    const bytes = await renderReceiptPdf(receipt, {
      logo: logo ? pdfSafeLogo(logo) : null,
      timeZone,
      locale,
    });
    return { fileName: receiptFileName(receipt), bytes };
  };

  return { get, pdf };
}

/** The receipt service's methods, as the receipt routes receive them. */
export type ReceiptService = ReturnType<typeof createReceiptService>;
