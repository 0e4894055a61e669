import type { ReactNode } from 'react';
import type { PublicPayment } from '@malipo/contracts/payments';
import { SuccessPanel } from '@/features/checkout/components/success-panel';
import { useI18n } from '@/lib/i18n/page-i18n';
import { transferMismatchOf } from '@/features/checkout/lib/checkout-state';
import { TransferMismatchNote } from '@/features/checkout/components/transfer-mismatch-note';

/**
 * 'Order Confirmed!' (docs/product.md#payer-pages): the amount paid, the reference and a link to the receipt. It
 * stays on screen (no timed redirect) so the payer can open the receipt; `children` offers the way
 * back to the catalogue.
 */
export function OrderConfirmedView({
  businessName,
  payment,
  children,
}: {
  businessName: string;
  payment: PublicPayment;
  children: ReactNode;
}) {
  const { t, money } = useI18n();
  return (
    <SuccessPanel
      title={t('storefront:confirmed.title')}
      message={t('storefront:confirmed.message', { merchant: businessName })}
      rows={[
        { label: t('storefront:confirmed.amountPaid'), value: money(payment.amountMinor, payment.currency) },
        { label: t('storefront:confirmed.reference'), value: payment.id },
      ]}
      receiptId={payment.receiptId}
      note={
        payment.transferMismatch && (
          <TransferMismatchNote mismatch={transferMismatchOf(payment)} outcome="succeeded" />
        )
      }
    >
      {children}
    </SuccessPanel>
  );
}
