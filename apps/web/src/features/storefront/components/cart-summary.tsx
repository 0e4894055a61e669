import type { ReactNode } from 'react';
import { formatMoney } from '@malipo/contracts/money';
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
  return (
    <section aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Order summary
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
                    {line.quantity} × {formatMoney(line.unitPriceMinor, currency)}
                  </span>
                </span>
                <span className="font-medium tabular-nums">{formatMoney(line.amountMinor, currency)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 flex items-baseline justify-between gap-4 border-t border-slate-100 pt-3">
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="text-2xl font-bold tabular-nums text-slate-900">
              {formatMoney(totalMinor, currency)}
            </dd>
          </dl>
        </>
      )}
    </section>
  );
}
