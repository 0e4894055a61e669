import type { ReactNode } from 'react';
import { formatMoney } from '@malipo/contracts/money';
import type { PublicPayment } from '@malipo/contracts/payments';
import { SuccessPanel } from '@/features/checkout/components/success-panel';

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
  return (
    <SuccessPanel
      title="Order Confirmed!"
      message={`Thank you for your order with ${businessName}.`}
      rows={[
        { label: 'Amount paid', value: formatMoney(payment.amountMinor, payment.currency) },
        { label: 'Reference', value: payment.id },
      ]}
      receiptId={payment.receiptId}
    >
      {children}
    </SuccessPanel>
  );
}
