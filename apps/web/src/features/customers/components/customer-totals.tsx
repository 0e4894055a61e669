import type { CustomerTotal } from '@malipo/contracts/customers';
import { formatMoney } from '@malipo/contracts/money';
import { countLabel } from '@/lib/count-label';

/** A customer's lifetime paid amounts per currency (net of refunds), or "No payments yet". */
export function CustomerTotals({ totals }: { totals: readonly CustomerTotal[] }) {
  if (totals.length === 0) return <span className="text-slate-500">No payments yet</span>;
  return (
    <span className="flex flex-wrap gap-x-3">
      {totals.map((total) => (
        <span key={total.currency} className="tabular-nums">
          {formatMoney(total.paidMinor, total.currency)}{' '}
          <span className="text-slate-500">({countLabel(total.paymentsCount, 'payment', 'payments')})</span>
        </span>
      ))}
    </span>
  );
}
