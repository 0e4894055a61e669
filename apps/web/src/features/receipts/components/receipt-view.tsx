import type { Receipt } from '@malipo/contracts/receipts';
import { DownloadIcon, PrinterIcon } from './icons';
import {
  panelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/features/checkout/lib/checkout-styles';
import { receiptPdfPath } from '@malipo/contracts/receipt-paths';
import { useIsHydrated } from '@/features/checkout/hooks/use-is-hydrated';
import { useI18n } from '@/lib/i18n/page-i18n';
import { paidAtText, payerName, paymentMethodLabel } from '../lib/receipt-display';
import { ReceiptLines } from './receipt-lines';

/**
 * A receipt in the page's language: merchant, payer (or 'Anonymous'), items, total, currency,
 * method, date and reference, with 'Download PDF' and Print. Prints without the buttons and page
 * chrome.
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t, money, locale } = useI18n();
  const isHydrated = useIsHydrated();
  const paidAt = paidAtText(receipt.paidAt, locale);
  const details: Array<[string, string]> = [
    [t('receipt:facts.paidTo'), receipt.merchant.businessName],
    [t('receipt:facts.paidBy'), `${payerName(receipt.payer, t)} (${receipt.payer.email})`],
    [t('receipt:facts.paymentMethod'), paymentMethodLabel(receipt.paymentMethod, t)],
    [t('receipt:facts.currency'), receipt.currency],
    [t('receipt:facts.date'), paidAt],
    [t('receipt:facts.reference'), receipt.reference],
  ];
  if (receipt.shippingAddress) details.push([t('receipt:page.shippingAddress'), receipt.shippingAddress]);

  return (
    <article
      aria-labelledby="receipt-title"
      className={`${panelClass} mx-auto max-w-2xl space-y-6 print:max-w-none print:border-0 print:p-0 print:shadow-none`}
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="receipt-title" className="text-2xl font-bold text-slate-900">
            {t(`receipt:title.${receipt.kind}`)}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{`${receipt.merchant.businessName} · ${paidAt}`}</p>
        </div>
        <div className="sm:text-right">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('receipt:page.amountPaid')}
          </p>
          <p className="text-3xl font-bold tabular-nums text-slate-900">
            {money(receipt.amountMinor, receipt.currency)}
          </p>
        </div>
      </header>

      <ReceiptLines receipt={receipt} />

      <dl className="grid gap-x-6 gap-y-3 border-t border-slate-100 pt-5 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium whitespace-pre-line text-slate-900 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-col gap-3 sm:flex-row print:hidden">
        <a href={receiptPdfPath(receipt.id, locale)} className={`${primaryButtonClass} sm:w-auto`} download>
          <DownloadIcon className="size-5" />
          {t('receipt:page.downloadPdf')}
        </a>
        {/* Printing needs the page's code; without it the browser's own Print menu remains. */}
        {isHydrated && (
          <button
            type="button"
            onClick={() => window.print()}
            className={`${secondaryButtonClass} h-12 px-5 text-base`}
          >
            <PrinterIcon className="size-4" />
            {t('receipt:page.print')}
          </button>
        )}
      </div>
    </article>
  );
}
