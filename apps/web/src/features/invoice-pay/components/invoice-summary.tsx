import type { PublicInvoice } from '@malipo/contracts/invoice-payments';
import { panelClass, secondaryButtonClass } from '@/features/checkout/lib/checkout-styles';
import { useI18n } from '@/lib/i18n/page-i18n';
import { publicInvoicePdfPath } from '../api/get-public-invoice';

/** One label and amount of the totals. */
function TotalRow({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${isStrong ? 'font-semibold text-slate-900' : ''}`}>
      <dt className={isStrong ? '' : 'text-slate-500'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The invoice as billed (docs/invoices.md#payments): its number, the merchant and the customer
 * billed, issue and due dates (overdue said), the lines with their quantity, unit price and tax
 * rate, the subtotal, discount, tax, total, what is paid and what is due, the memo, and its PDF in
 * the page's language.
 */
export function InvoiceSummary({ data }: { data: PublicInvoice }) {
  const { invoice, merchant } = data;
  const { t, money, day, locale } = useI18n();
  const amount = (minor: number) => money(minor, invoice.currency);
  const billed = [invoice.customer.name, invoice.customer.email, invoice.customer.phone].filter(Boolean);
  return (
    <section aria-labelledby="invoice-heading" className={panelClass}>
      <p className="text-sm font-semibold tracking-wide text-(--m-accent) uppercase">
        {t('invoice:summary.heading')}
      </p>
      <h1 id="invoice-heading" className="mt-1 text-2xl font-bold break-words text-slate-900">
        {t('invoice:summary.number', { number: invoice.number })}
      </h1>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-slate-500">{t('invoice:summary.from')}</dt>
          <dd className="font-medium break-words">{merchant.businessName}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('invoice:summary.billedTo')}</dt>
          {billed.map((part) => (
            <dd key={part} className="font-medium wrap-anywhere">
              {part}
            </dd>
          ))}
        </div>
        {invoice.issuedAt && (
          <div>
            <dt className="text-slate-500">{t('invoice:summary.issued')}</dt>
            <dd className="font-medium">{day(invoice.issuedAt)}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-500">{t('invoice:summary.due')}</dt>
          <dd className={invoice.overdue ? 'font-semibold text-red-700' : 'font-medium'}>
            {day(`${invoice.dueDate}T00:00:00Z`)}
            {invoice.overdue && ` · ${t('invoice:summary.overdue')}`}
          </dd>
        </div>
      </dl>
      <table className="mt-5 w-full border-t border-slate-100 text-sm">
        <caption className="sr-only">{t('invoice:summary.lines')}</caption>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3">
                <p className="font-medium break-words text-slate-900">{line.description}</p>
                <p className="text-xs text-slate-500">
                  {t('invoice:summary.unitPrice', {
                    quantity: line.quantity,
                    price: amount(line.unitPriceMinor),
                  })}
                  {line.taxRateBps !== null &&
                    ` · ${t('invoice:summary.taxRate', { rate: line.taxRateBps / 100 })}`}
                </p>
              </td>
              <td className="py-2 text-right font-medium whitespace-nowrap tabular-nums">
                {amount(line.lineSubtotalMinor)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 space-y-1.5 text-sm">
        <TotalRow label={t('invoice:summary.subtotal')} value={amount(invoice.subtotalMinor)} />
        {invoice.discountMinor > 0 && (
          <TotalRow label={t('invoice:summary.discount')} value={amount(-invoice.discountMinor)} />
        )}
        <TotalRow label={t('invoice:summary.tax')} value={amount(invoice.taxMinor)} />
        <TotalRow label={t('invoice:summary.total')} value={amount(invoice.totalMinor)} isStrong />
        <TotalRow label={t('invoice:summary.amountPaid')} value={amount(invoice.amountPaidMinor)} />
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-100 pt-3">
          <dt className="font-semibold text-slate-900">{t('invoice:summary.amountDue')}</dt>
          <dd className="text-xl font-bold whitespace-nowrap tabular-nums text-slate-900 sm:text-2xl">
            {amount(invoice.amountDueMinor)}
          </dd>
        </div>
      </dl>
      {invoice.memo && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-700">{t('invoice:summary.memo')}</p>
          <p className="break-words whitespace-pre-line text-slate-600">{invoice.memo}</p>
        </div>
      )}
      <a
        href={publicInvoicePdfPath(invoice.id, locale)}
        download
        className={`${secondaryButtonClass} mt-4 w-full`}
      >
        {t('invoice:summary.downloadPdf')}
      </a>
    </section>
  );
}
