import { Link, useNavigate } from 'react-router';
import { ChevronRightIcon } from 'lucide-react';
import type { Transaction } from '@malipo/contracts/dashboard';
import { TransactionStatusBadge } from '@/components/transaction-status-badge';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { paymentMethodLabel, TRANSACTION_TYPE_LABELS } from '@/lib/transaction-display';
import { TransactionAmount } from '@/components/transaction-amount';
import { TableHeader } from '@/components/ui/table-header';

const HISTORY_COLUMNS = [
  { label: 'Date' },
  { label: 'Description' },
  { label: 'Counterparty' },
  { label: 'Method' },
  { label: 'Status' },
  { label: 'Amount', align: 'right' },
] as const;
/** Router state a detail view reads to go back to the same filtered list. */
export interface HistoryLinkState {
  historySearch: string;
}

/**
 * History rows (docs/product.md#dashboard): a table from the `md` breakpoint, stacked cards below it (360 px
 * phones). Each row opens `/dashboard/history/:id`; `historySearch` (the filters' query string)
 * travels in router state so the detail's back link returns to the same list.
 */
export function TransactionsTable({
  transactions,
  historySearch,
}: {
  transactions: readonly Transaction[];
  historySearch: string;
}) {
  const navigate = useNavigate();
  const state: HistoryLinkState = { historySearch };

  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <TableHeader columns={HISTORY_COLUMNS} />
          <tbody className="divide-y divide-slate-100">
            {transactions.map((transaction) => {
              const href = paths.dashboard.transaction.getHref(transaction.id);
              return (
                <tr
                  key={transaction.id}
                  onClick={() => navigate(href, { state })}
                  className="cursor-pointer transition-colors hover:bg-slate-50"
                >
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-500">
                    <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time>
                  </td>
                  <td className="max-w-56 py-3 pr-4">
                    <Link
                      to={href}
                      state={state}
                      onClick={(event) => event.stopPropagation()}
                      className="block truncate font-medium text-slate-900 hover:underline focus-visible:underline focus-visible:outline-none"
                    >
                      {transaction.description}
                    </Link>
                    <span className="block text-xs text-slate-500">
                      {TRANSACTION_TYPE_LABELS[transaction.type]}
                    </span>
                  </td>
                  <td className="max-w-44 truncate py-3 pr-4 text-slate-700">{transaction.counterparty}</td>
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-700">
                    {paymentMethodLabel(transaction.paymentMethod)}
                  </td>
                  <td className="py-3 pr-4">
                    <TransactionStatusBadge status={transaction.status} />
                  </td>
                  <td className="py-3 text-right whitespace-nowrap">
                    <TransactionAmount transaction={transaction} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ul className="divide-y divide-slate-100 md:hidden">
        {transactions.map((transaction) => (
          <li key={transaction.id}>
            <Link
              to={paths.dashboard.transaction.getHref(transaction.id)}
              state={state}
              className="flex items-start gap-3 py-3 outline-none focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="truncate text-sm font-medium text-slate-900">{transaction.description}</p>
                <p className="truncate text-xs text-slate-600">
                  {[TRANSACTION_TYPE_LABELS[transaction.type], transaction.counterparty]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="truncate text-xs text-slate-500">
                  {paymentMethodLabel(transaction.paymentMethod)}
                </p>
                <p className="text-xs text-slate-500">
                  <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time>
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <TransactionAmount transaction={transaction} className="text-sm" />
                <TransactionStatusBadge status={transaction.status} />
              </div>
              <ChevronRightIcon
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 self-center text-slate-400"
              />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
