import type { PublicInvoice } from '@malipo/contracts/invoice-payments';
import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';
import { CheckoutColumns } from '@/features/checkout/components/checkout-columns';
import { AlertIcon, CheckIcon } from '@/features/checkout/components/icons';
import { PageHead } from '@/features/checkout/components/page-head';
import { useI18n } from '@/lib/i18n/page-i18n';
import { InvoiceSummary } from './invoice-summary';

/** The states in which an invoice takes no payment. */
export type ClosedInvoiceStatus = 'paid' | 'void' | 'uncollectible';

/**
 * An invoice that takes no payment (docs/invoices.md#states): paid in full, canceled (void) or
 * closed (uncollectible), said beside the invoice itself and its PDF (with its PAID stamp).
 */
export function InvoiceClosedView({ data, status }: { data: PublicInvoice; status: ClosedInvoiceStatus }) {
  const { invoice, merchant } = data;
  const { t } = useI18n();
  const values = { number: invoice.number, merchant: merchant.businessName };
  const isPaid = status === 'paid';
  return (
    <CheckoutFrame merchant={merchant}>
      <PageHead title={t('invoice:page.documentTitle', values)} />
      <CheckoutColumns summary={<InvoiceSummary data={data} />} label={t('invoice:page.region')}>
        <div className="flex flex-col items-center gap-4 py-6 text-center" role="status">
          <span
            className={`flex size-14 items-center justify-center rounded-full ${isPaid ? 'bg-green-100 text-green-700' : 'bg-slate-100 text-slate-600'}`}
          >
            {isPaid ? <CheckIcon className="size-7" /> : <AlertIcon className="size-7" />}
          </span>
          <h2 className="text-xl font-semibold text-slate-900">{t(`invoice:state.${status}.title`)}</h2>
          <p className="text-slate-600">{t(`invoice:state.${status}.text`, values)}</p>
        </div>
      </CheckoutColumns>
    </CheckoutFrame>
  );
}
