import type { ReactNode } from 'react';
import { useI18n } from '@/lib/i18n/page-i18n';
import type { CartLine } from '../lib/cart';

/**
 * The order summary (docs/product.md#payer-pages): each line with its quantity and unit price, and the total. Shows
 * `empty` instead when there are no lines.
 */
export function CartSummary({
  lines,
  totalMinor,
  currency,
  empty,
}: {
  lines: readonly CartLine[];
  totalMinor: number;
  currency: string;
  empty?: ReactNode;
}) {
  const { t, money } = useI18n();
  return (
    <section aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('storefront:cart.summary')}
      </h2>
      {lines.length === 0 ? (
        <div className="mt-3 text-sm text-slate-600">{empty}</div>
      ) : (
        <>
          <ul className="mt-4 space-y-3 text-sm">
            {lines.map((line) => (
              <li key={line.item.id} className="flex justify-between gap-4">
                <span className="min-w-0">
                  <span className="block font-medium break-words text-slate-900">{line.name}</span>
                  <span className="text-slate-500 tabular-nums">
                    {t('storefront:cart.lineQuantity', {
                      quantity: line.quantity,
                      price: money(line.unitPriceMinor, currency),
                    })}
                  </span>
                </span>
                <span className="font-medium tabular-nums">{money(line.amountMinor, currency)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 flex items-baseline justify-between gap-4 border-t border-slate-100 pt-3">
            <dt className="font-semibold text-slate-900">{t('storefront:cart.total')}</dt>
            <dd className="text-2xl font-bold tabular-nums text-slate-900">{money(totalMinor, currency)}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
