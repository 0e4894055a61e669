import { useState } from 'react';
import { Link } from 'react-router';
import { FileTextIcon, PlusIcon, SettingsIcon } from 'lucide-react';
import { formatMoney } from '@malipo/contracts/money';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { useInvoicePages, type InvoiceFilter } from '../api/invoices';
import { formatCalendarDate } from '../lib/invoice-status';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { OutstandingTotals } from './outstanding-totals';

/** The status filter's choices, in the order the select offers them. */
export const INVOICE_FILTERS: readonly { value: InvoiceFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'open', label: 'Open' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'partially_paid', label: 'Partially paid' },
  { value: 'paid', label: 'Paid' },
  { value: 'void', label: 'Void' },
  { value: 'uncollectible', label: 'Uncollectible' },
];

/**
 * The Invoices section (docs/invoices.md): outstanding and overdue totals per currency, a status
 * filter, and the newest invoices as cards (number, customer, total, amount due, due date, status),
 * with "Load more"; a link to the invoice settings. `canCreate` shows the New invoice button (roles
 * with `links`).
 */
export function InvoicesList({ canCreate }: { canCreate: boolean }) {
  const [filter, setFilter] = useState<InvoiceFilter>('all');
  const invoices = useInvoicePages(filter);
  const rows = invoices.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Invoices</h1>
          <p className="mt-1 text-slate-500">Bill your customers and follow what they still owe.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.dashboard.invoiceSettings.getHref()}>
              <SettingsIcon aria-hidden="true" />
              Settings
            </Link>
          </Button>
          {canCreate && (
            <Button asChild>
              <Link to={paths.dashboard.createInvoice.getHref()}>
                <PlusIcon aria-hidden="true" />
                New invoice
              </Link>
            </Button>
          )}
        </div>
      </header>

      {invoices.data?.pages[0] && <OutstandingTotals totals={invoices.data.pages[0].totals} />}

      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-3">
            <label htmlFor="invoice-status" className="text-sm font-medium">
              Status
            </label>
            <NativeSelect
              id="invoice-status"
              className="sm:max-w-56"
              value={filter}
              onChange={(event) => setFilter(event.target.value as InvoiceFilter)}
            >
              {INVOICE_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>

          {invoices.isPending ? (
            <CardListSkeleton label="Loading invoices" />
          ) : invoices.isError ? (
            <CardListError
              message="We could not load your invoices."
              onRetry={() => void invoices.refetch()}
            />
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
                <FileTextIcon className="size-6 text-slate-400" aria-hidden="true" />
              </span>
              <p className="font-medium">
                {filter === 'all' ? 'No invoices yet' : 'No invoices with this status'}
              </p>
              {filter === 'all' && (
                <p className="max-w-xs text-sm text-slate-500">Create an invoice to bill a customer.</p>
              )}
            </div>
          ) : (
            <ul aria-label="Invoices" className="divide-y divide-slate-100">
              {rows.map((invoice) => (
                <li key={invoice.id} className="py-3 first:pt-0 last:pb-0">
                  <Link
                    to={paths.dashboard.invoice.getHref(invoice.id)}
                    className="grid gap-1 rounded-lg p-2 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 sm:grid-cols-[1fr_auto] sm:gap-x-6"
                  >
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium">{invoice.number}</span>
                        <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
                      </div>
                      <p className="truncate text-sm text-slate-600">{invoice.customer.name}</p>
                      <p className="text-xs text-slate-500">Due {formatCalendarDate(invoice.dueDate)}</p>
                    </div>
                    <div className="text-sm sm:text-right">
                      <p className="font-semibold tabular-nums">
                        {formatMoney(invoice.totalMinor, invoice.currency)}
                      </p>
                      <p className="text-slate-500 tabular-nums">
                        Due {formatMoney(invoice.amountDueMinor, invoice.currency)}
                      </p>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <LoadMore query={invoices} rowsLabel="invoices" />
        </CardContent>
      </Card>
    </div>
  );
}
