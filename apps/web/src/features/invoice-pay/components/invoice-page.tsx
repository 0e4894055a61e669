import type { PayerPageProps } from '@/features/checkout/lib/payer-page-props';
import { AlertIcon } from '@/features/checkout/components/icons';
import { LoadErrorView, LoadingView, NoticeView } from '@/features/checkout/components/page-states';
import { usePageData } from '@/features/checkout/hooks/use-page-data';
import { useCallback, useState } from 'react';
import { useI18n } from '@/lib/i18n/page-i18n';
import { payerPageParam, usePayerPage } from '@/lib/payer-page-context';
import { publicInvoiceData } from '../api/get-public-invoice';
import { InvoiceCheckout } from './invoice-checkout';
import { InvoiceClosedView } from './invoice-closed-view';

/**
 * The invoice page `/invoice/:invoiceId` (docs/invoices.md#payments): loading, then not found (a
 * draft too), the checkout of an open or partially paid invoice, or its state when it takes no
 * payment (paid, void, uncollectible), branded by the merchant. After a payment the invoice is read
 * again, so what is paid and due shows the new payment; the payment itself stays shown (with its
 * receipt) even once it paid the invoice.
 */
export function InvoicePage({
  invoiceId,
  initial,
}: PayerPageProps<typeof publicInvoiceData> & { invoiceId: string }) {
  const { state, reload, refresh } = usePageData(publicInvoiceData, invoiceId, initial);
  const { t } = useI18n();
  // A payment made here (or named by the address) stays shown, with its receipt, once it paid the invoice.
  const page = usePayerPage();
  const [isPaidHere, setIsPaidHere] = useState(false);
  const showsPayment = isPaidHere || payerPageParam(page, 'payment') !== null;
  const onPaid = useCallback(() => {
    setIsPaidHere(true);
    refresh();
  }, [refresh]);
  const notFound = (
    <NoticeView
      merchant={null}
      icon={<AlertIcon className="size-7" />}
      title={t('invoice:page.notFoundTitle')}
      text={t('invoice:page.notFoundText')}
    />
  );

  switch (state.kind) {
    case 'loading':
      return <LoadingView label={t('invoice:page.loading')} />;
    case 'not_found':
      return notFound;
    case 'error':
      return <LoadErrorView title={t('invoice:page.loadFailed')} message={state.message} onRetry={reload} />;
    case 'ready': {
      const { status } = state.data.invoice;
      switch (status) {
        case 'draft':
          return notFound;
        case 'open':
        case 'partially_paid':
          return <InvoiceCheckout data={state.data} onPaid={onPaid} />;
        case 'paid':
        case 'void':
        case 'uncollectible':
          return showsPayment ? (
            <InvoiceCheckout data={state.data} onPaid={onPaid} />
          ) : (
            <InvoiceClosedView data={state.data} status={status} />
          );
      }
    }
  }
}
