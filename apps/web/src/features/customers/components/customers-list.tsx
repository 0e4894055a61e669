import { useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContactIcon, PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { LoadMore } from '@/components/load-more';
import { ExportCsvButton } from '@/components/export-csv-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { customerSearch, useCreateCustomer, useCustomers } from '../api/customers';
import { CustomerForm, EMPTY_CUSTOMER_FORM } from './customer-form';
import { CustomerTotals } from './customer-totals';

/**
 * The Customers section (docs/invoices.md#customers): search by name, email or phone, the newest
 * matching customers as cards (contact, country, lifetime totals, "From payments" for customers
 * created by a payment) with "Load more", Export CSV of the search, and — when `canCreate` — a New customer form.
 */
export function CustomersList({ canCreate }: { canCreate: boolean }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const customers = useCustomers(q);
  const rows = customers.data?.pages.flatMap((page) => page.data) ?? [];
  const create = useCreateCustomer();
  const [isCreating, setIsCreating] = useState(false);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Customers</h1>
          <p className="mt-1 text-slate-500">The people and businesses you bill or who paid you.</p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-start">
          {canCreate && !isCreating && (
            <Button onClick={() => setIsCreating(true)}>
              <PlusIcon aria-hidden="true" />
              New customer
            </Button>
          )}
          <ExportCsvButton
            href={`/api/customers/export.csv${customerSearch(q)}`}
            rowsLabel="customers"
            fallbackName="malipo-customers.csv"
            failureMessage="We could not export your customers."
          />
        </div>
      </header>

      {isCreating && (
        <Card>
          <CardHeader>
            <CardTitle>New customer</CardTitle>
          </CardHeader>
          <CardContent>
            <CustomerForm
              defaultValues={EMPTY_CUSTOMER_FORM}
              submitLabel="Save customer"
              errorTitle="The customer could not be saved"
              isPending={create.isPending}
              onCancel={() => setIsCreating(false)}
              onSave={(input, onError) =>
                create.mutate(input, {
                  onSuccess: (customer) => {
                    toast.success(`${customer.name} added`);
                    void navigate(paths.dashboard.customer.getHref(customer.id));
                  },
                  onError,
                })
              }
            />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardContent className="space-y-4 pt-6">
          <Input
            type="search"
            aria-label="Search customers"
            placeholder="Search by name, email or phone"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {customers.isPending ? (
            <CardListSkeleton label="Loading customers" />
          ) : customers.isError ? (
            <CardListError
              message="We could not load your customers."
              onRetry={() => void customers.refetch()}
            />
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
                <ContactIcon className="size-6 text-slate-400" aria-hidden="true" />
              </span>
              <p className="font-medium">
                {q.trim() ? 'No customers match your search' : 'No customers yet'}
              </p>
              {!q.trim() && (
                <p className="max-w-xs text-sm text-slate-500">
                  Add a customer, or they appear here when someone pays you.
                </p>
              )}
            </div>
          ) : (
            <ul aria-label="Customers" className="divide-y divide-slate-100">
              {rows.map((customer) => (
                <li key={customer.id} className="py-3 first:pt-0 last:pb-0">
                  <Link
                    to={paths.dashboard.customer.getHref(customer.id)}
                    className="grid gap-1 rounded-lg p-2 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 sm:grid-cols-[1fr_auto] sm:gap-x-6"
                  >
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium break-words">{customer.name}</span>
                        {customer.source === 'payer' && <Badge variant="info">From payments</Badge>}
                      </div>
                      <p className="truncate text-sm text-slate-600">
                        {[customer.email, customer.phone, customer.country].filter(Boolean).join(' · ') ||
                          'No contact details'}
                      </p>
                    </div>
                    <div className="text-sm sm:text-right">
                      <CustomerTotals totals={customer.totals} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <LoadMore query={customers} rowsLabel="customers" />
        </CardContent>
      </Card>
    </div>
  );
}
