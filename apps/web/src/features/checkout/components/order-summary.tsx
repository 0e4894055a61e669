import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import { useI18n } from '@/lib/i18n/page-i18n';
import { panelClass } from '../lib/checkout-styles';

/** The order summary shown throughout checkout (docs/product.md#payer-pages): product, description, amount, currency and total. */
export function OrderSummary({ link }: { link: PublicPaymentLink['link'] }) {
  const { t, money } = useI18n();
  const amount = money(link.amountMinor, link.currency);
  return (
    <section aria-labelledby="order-summary-heading" className={panelClass}>
      <h2 id="order-summary-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('checkout:orderSummary.heading')}
      </h2>
      <div className="mt-4">
        <p className="text-lg font-semibold break-words text-slate-900">{link.productName}</p>
        {link.description && (
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-600">{link.description}</p>
        )}
      </div>
      <dl className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-500">{t('checkout:orderSummary.amount')}</dt>
          <dd className="font-medium tabular-nums">{amount}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-500">{t('checkout:orderSummary.currency')}</dt>
          <dd className="font-medium">{link.currency}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-100 pt-3">
          <dt className="font-semibold text-slate-900">{t('checkout:orderSummary.total')}</dt>
          <dd className="text-2xl font-bold tabular-nums text-slate-900">{amount}</dd>
        </div>
      </dl>
    </section>
  );
}
