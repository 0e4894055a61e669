import { formatMoney } from '@malipo/contracts/money';
import type { InvoicePage } from '../api/invoices';

/**
 * What customers still owe, per currency: the outstanding (open and partially paid) and overdue
 * amounts of the invoices list's `totals`. Shows "Nothing outstanding" when there are none.
 */
export function OutstandingTotals({ totals }: { totals: InvoicePage['totals'] }) {
  if (totals.length === 0) {
    return <p className="text-sm text-slate-500">Nothing outstanding.</p>;
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-2" aria-label="Outstanding totals">
      <div className="rounded-lg border border-slate-200 p-4">
        <dt className="text-sm text-slate-500">Outstanding</dt>
        {totals.map((total) => (
          <dd key={total.currency} className="text-lg font-semibold tabular-nums">
            {formatMoney(total.outstandingMinor, total.currency)}
          </dd>
        ))}
      </div>
      <div className="rounded-lg border border-red-200 bg-red-50/40 p-4">
        <dt className="text-sm text-red-700">Overdue</dt>
        {totals.map((total) => (
          <dd key={total.currency} className="text-lg font-semibold text-red-700 tabular-nums">
            {formatMoney(total.overdueMinor, total.currency)}
          </dd>
        ))}
      </div>
    </dl>
  );
}
