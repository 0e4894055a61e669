import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import type { CustomerDetail } from '@malipo/contracts/customers';
import { formatMoney } from '@malipo/contracts/money';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useCustomer, useDeleteCustomer, useUpdateCustomer } from '../api/customers';
import { CustomerForm } from './customer-form';
import { CustomerTotals } from './customer-totals';

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{empty ? <p className="text-sm text-slate-500">{empty}</p> : children}</CardContent>
    </Card>
  );
}

/**
 * One customer (docs/invoices.md#customers): contact details (editable when `canEdit`), lifetime
 * totals, recent payments, invoices (linking to them) and subscriptions, and Delete — confirmed; the
 * server refuses it (409) while invoices name the customer, and its message is shown.
 */
export function CustomerDetailPage({
  customerId,
  canEdit,
  renderInvoiceStatus,
}: {
  customerId: string;
  canEdit: boolean;
  /** The status badge of one of the customer's invoices (the invoices feature's, composed by the route). */
  renderInvoiceStatus: (status: string) => ReactNode;
}) {
  const navigate = useNavigate();
  const customer = useCustomer(customerId);
  const update = useUpdateCustomer(customerId);
  const remove = useDeleteCustomer();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onDelete = () =>
    remove.mutate(customerId, {
      onSuccess: () => {
        toast.success('Customer deleted');
        void navigate(paths.dashboard.customers.getHref());
      },
      onError: (error) =>
        setDeleteError(
          error instanceof ApiError && error.status < 500 && error.status !== 0
            ? error.message
            : 'The customer could not be deleted. Try again.',
        ),
      onSettled: () => setIsConfirming(false),
    });

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.dashboard.customers.getHref()}>
          <ArrowLeftIcon aria-hidden="true" />
          Customers
        </Link>
      </Button>
      {customer.isPending ? (
        <CardListSkeleton label="Loading customer" />
      ) : customer.isError ? (
        <CardListError
          message={
            customer.error instanceof ApiError && customer.error.status === 404
              ? 'This customer does not exist.'
              : 'We could not load this customer.'
          }
          onRetry={() => void customer.refetch()}
        />
      ) : (
        <>
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-semibold tracking-tight break-words">{customer.data.name}</h1>
                {customer.data.source === 'payer' && <Badge variant="info">From payments</Badge>}
              </div>
              <p className="text-sm text-slate-500">Customer since {formatDate(customer.data.createdAt)}</p>
            </div>
            {canEdit && (
              <div className="flex flex-wrap gap-2">
                {!isEditing && (
                  <Button variant="outline" onClick={() => setIsEditing(true)}>
                    <PencilIcon aria-hidden="true" />
                    Edit
                  </Button>
                )}
                <Button
                  variant="destructive"
                  onClick={() => {
                    setDeleteError(null);
                    setIsConfirming(true);
                  }}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </div>
            )}
          </header>
          {deleteError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {deleteError}
            </p>
          )}
          <CustomerSections
            customer={customer.data}
            isEditing={isEditing}
            renderInvoiceStatus={renderInvoiceStatus}
            edit={
              <CustomerForm
                defaultValues={{
                  name: customer.data.name,
                  email: customer.data.email ?? '',
                  phone: customer.data.phone ?? '',
                  country: customer.data.country ?? '',
                  notes: customer.data.notes,
                }}
                submitLabel="Save changes"
                errorTitle="The customer could not be saved"
                isPending={update.isPending}
                onCancel={() => setIsEditing(false)}
                onSave={(input, onError) =>
                  update.mutate(input, {
                    onSuccess: () => {
                      toast.success('Customer saved');
                      setIsEditing(false);
                    },
                    onError,
                  })
                }
              />
            }
          />
          <ConfirmActionDialog
            content={
              isConfirming
                ? {
                    title: `Delete ${customer.data.name}?`,
                    description:
                      'Their contact details and lifetime totals are removed. A customer with invoices cannot be deleted.',
                    confirmLabel: 'Delete',
                    pendingLabel: 'Deleting...',
                  }
                : null
            }
            isPending={remove.isPending}
            onConfirm={onDelete}
            onClose={() => setIsConfirming(false)}
          />
        </>
      )}
    </div>
  );
}

function CustomerSections({
  customer,
  isEditing,
  edit,
  renderInvoiceStatus,
}: {
  customer: CustomerDetail;
  isEditing: boolean;
  edit: ReactNode;
  renderInvoiceStatus: (status: string) => ReactNode;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Contact details" empty={null}>
        {isEditing ? (
          edit
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {(
              [
                ['Email', customer.email],
                ['Phone', customer.phone],
                ['Country', customer.country],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-500">{label}</dt>
                <dd className="font-medium break-words">{value ?? '—'}</dd>
              </div>
            ))}
            <div>
              <dt className="text-slate-500">Lifetime payments</dt>
              <dd className="font-medium">
                <CustomerTotals totals={customer.totals} />
              </dd>
            </div>
            {customer.notes && (
              <div className="sm:col-span-2">
                <dt className="text-slate-500">Notes</dt>
                <dd className="whitespace-pre-wrap">{customer.notes}</dd>
              </div>
            )}
          </dl>
        )}
      </Section>
      <Section title="Invoices" empty={customer.invoices.length === 0 ? 'No invoices yet.' : null}>
        <ul aria-label="Invoices" className="divide-y divide-slate-100 text-sm">
          {customer.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  className="font-medium text-brand-700 hover:underline"
                  to={paths.dashboard.invoice.getHref(invoice.id)}
                >
                  {invoice.number}
                </Link>
                {renderInvoiceStatus(invoice.status)}
              </div>
              <div className="text-right">
                <p className="tabular-nums">{formatMoney(invoice.totalMinor, invoice.currency)}</p>
                <p className="text-xs text-slate-500">Due {formatDate(`${invoice.dueDate}T00:00:00`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Recent payments"
        empty={customer.recentPayments.length === 0 ? 'No payments yet.' : null}
      >
        <ul aria-label="Recent payments" className="divide-y divide-slate-100 text-sm">
          {customer.recentPayments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <Link
                  className="font-medium text-brand-700 hover:underline"
                  to={paths.dashboard.transaction.getHref(payment.id)}
                >
                  {payment.description || 'Payment'}
                </Link>
                <p className="text-xs text-slate-500">
                  {formatDate(payment.createdAt)} · {payment.status.replaceAll('_', ' ')}
                </p>
              </div>
              <p className="tabular-nums">{formatMoney(payment.amountMinor, payment.currency)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Subscriptions" empty={customer.subscriptions.length === 0 ? 'No subscriptions.' : null}>
        <ul aria-label="Subscriptions" className="divide-y divide-slate-100 text-sm">
          {customer.subscriptions.map((subscription) => (
            <li key={subscription.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                className="font-medium text-brand-700 hover:underline"
                to={paths.dashboard.subscribers.getHref(subscription.linkId)}
              >
                Subscription since {formatDate(subscription.createdAt)}
              </Link>
              <Badge>{subscription.status.replaceAll('_', ' ')}</Badge>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
