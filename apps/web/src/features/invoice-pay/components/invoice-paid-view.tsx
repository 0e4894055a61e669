import type { PublicInvoice } from '@malipo/contracts/invoice-payments';
import type { PublicPayment } from '@malipo/contracts/payments';
import { SuccessPanel } from '@/features/checkout/components/success-panel';
import { TransferMismatchNote } from '@/features/checkout/components/transfer-mismatch-note';
import { transferMismatchOf } from '@/features/checkout/lib/checkout-state';
import { primaryButtonClass } from '@/features/checkout/lib/checkout-styles';
import { useI18n } from '@/lib/i18n/page-i18n';
import { usePayerPage } from '@/lib/payer-page-context';

/**
 * 'Payment received' (docs/invoices.md#payments): the amount paid, what is still due on the invoice
 * (read again once the payment succeeded) and a link to the receipt; while something is still due,
 * 'Pay the rest' starts the page again.
 */
export function InvoicePaidView({
  invoice,
  payment,
}: {
  invoice: PublicInvoice['invoice'];
  payment: PublicPayment;
}) {
  const { t, money } = useI18n();
  const page = usePayerPage();
  const isStillDue = invoice.amountDueMinor > 0 && invoice.status !== 'paid';
  return (
    <SuccessPanel
      title={t('invoice:paid.title')}
      message={t('invoice:paid.message', { number: invoice.number })}
      rows={[
        { label: t('invoice:paid.yourPayment'), value: money(payment.amountMinor, payment.currency) },
        { label: t('invoice:paid.stillDue'), value: money(invoice.amountDueMinor, invoice.currency) },
      ]}
      receiptId={payment.receiptId}
      note={
        payment.transferMismatch && (
          <TransferMismatchNote mismatch={transferMismatchOf(payment)} outcome="succeeded" />
        )
      }
    >
      {isStillDue && (
        <a
          href={page?.pathname ?? `/invoice/${encodeURIComponent(invoice.id)}`}
          className={primaryButtonClass}
        >
          {t('invoice:paid.payRest')}
        </a>
      )}
    </SuccessPanel>
  );
}
