import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon, DownloadIcon, PencilIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Invoice } from '@malipo/contracts/invoices';
import { formatMoney } from '@malipo/contracts/money';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { ConfirmActionDialog, type ConfirmContent } from '@/components/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDeleteInvoice, useInvoice, useInvoiceAction, type InvoiceAction } from '../api/invoices';
import { formatCalendarDate, invoiceStatusDisplay } from '../lib/invoice-status';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { AmountRow } from './amount-row';

type DetailAction = InvoiceAction | 'delete';

/** The actions `invoice`'s state allows (docs/invoices.md#states), in button order. */
export function actionsFor(invoice: Invoice): DetailAction[] {
  switch (invoice.status) {
    case 'draft':
      return ['finalize', 'delete'];
    case 'open':
      return invoice.amountPaidMinor === 0
        ? ['revise', 'void', 'mark-uncollectible']
        : ['void', 'mark-uncollectible'];
    case 'partially_paid':
      return ['void', 'mark-uncollectible'];
    case 'paid':
    case 'void':
    case 'uncollectible':
      return [];
  }
}

const ACTION_LABELS: Record<DetailAction, string> = {
  finalize: 'Finalize',
  delete: 'Delete',
  revise: 'Revise',
  void: 'Void',
  'mark-uncollectible': 'Mark uncollectible',
};

function confirmation(action: DetailAction, invoice: Invoice): ConfirmContent {
  const total = formatMoney(invoice.totalMinor, invoice.currency);
  switch (action) {
    case 'finalize':
      return {
        title: `Finalize ${invoice.number}?`,
        description: `It will be issued to ${invoice.customer.name} for ${total} and can no longer be edited.`,
        confirmLabel: 'Finalize',
        pendingLabel: 'Finalizing...',
      };
    case 'delete':
      return {
        title: `Delete draft ${invoice.number}?`,
        description: 'The draft will be removed. Its number is not reused.',
        confirmLabel: 'Delete',
        pendingLabel: 'Deleting...',
      };
    case 'revise':
      return {
        title: `Revise ${invoice.number}?`,
        description: 'It will be voided and a new draft copy with a new number will open for editing.',
        confirmLabel: 'Void and revise',
        pendingLabel: 'Revising...',
      };
    case 'void':
      return {
        title: `Void ${invoice.number}?`,
        description: `${invoice.customer.name} will no longer owe ${total} on this invoice. This cannot be undone.`,
        confirmLabel: 'Void',
        pendingLabel: 'Voiding...',
      };
    case 'mark-uncollectible':
      return {
        title: `Mark ${invoice.number} uncollectible?`,
        description: 'It stops counting as outstanding. This cannot be undone.',
        confirmLabel: 'Mark uncollectible',
        pendingLabel: 'Saving...',
      };
  }
}

/**
 * One invoice (docs/invoices.md): number, status, customer, dates, lines with their tax, the
 * server's totals (subtotal, discount, tax, total, paid, due), a Download PDF link
 * (`GET /api/invoices/:id/pdf`), and — when `canEdit` — the actions its
 * state allows, each confirmed: Edit, Finalize and Delete (draft); Revise (open, nothing paid); Void
 * and Mark uncollectible (open or partially paid).
 */
export function InvoiceDetail({ invoiceId, canEdit }: { invoiceId: string; canEdit: boolean }) {
  const navigate = useNavigate();
  const invoice = useInvoice(invoiceId);
  const action = useInvoiceAction();
  const remove = useDeleteInvoice();
  const [pending, setPending] = useState<DetailAction | null>(null);

  const onConfirm = () => {
    if (!pending) return;
    const onError = (error: Error) =>
      toast.error(`${ACTION_LABELS[pending]} failed`, {
        description: error instanceof ApiError ? error.message : 'Something went wrong',
      });
    if (pending === 'delete') {
      remove.mutate(invoiceId, {
        onSuccess: () => {
          toast.success('Draft deleted');
          void navigate(paths.dashboard.invoices.getHref());
        },
        onError,
        onSettled: () => setPending(null),
      });
      return;
    }
    action.mutate(
      { id: invoiceId, action: pending },
      {
        onSuccess: (next) => {
          if (pending === 'revise') {
            toast.success(`Draft ${next.number} created`);
            void navigate(paths.dashboard.editInvoice.getHref(next.id));
          } else {
            toast.success(`${next.number} is now ${invoiceStatusDisplay(next.status).label.toLowerCase()}`);
          }
        },
        onError,
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.dashboard.invoices.getHref()}>
          <ArrowLeftIcon aria-hidden="true" />
          Invoices
        </Link>
      </Button>
      {invoice.isPending ? (
        <CardListSkeleton label="Loading invoice" />
      ) : invoice.isError ? (
        <CardListError
          message={
            invoice.error instanceof ApiError && invoice.error.status === 404
              ? 'This invoice does not exist.'
              : 'We could not load this invoice.'
          }
          onRetry={() => void invoice.refetch()}
        />
      ) : (
        <InvoiceBody
          invoice={invoice.data}
          actions={canEdit ? actionsFor(invoice.data) : []}
          onAction={setPending}
        />
      )}
      <ConfirmActionDialog
        content={pending && invoice.data ? confirmation(pending, invoice.data) : null}
        isPending={action.isPending || remove.isPending}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      />
    </div>
  );
}

function InvoiceBody({
  invoice,
  actions,
  onAction,
}: {
  invoice: Invoice;
  actions: DetailAction[];
  onAction: (action: DetailAction) => void;
}) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">{invoice.number}</h1>
            <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
          </div>
          <p className="text-slate-600">
            <Link
              className="font-medium text-brand-700 hover:underline"
              to={paths.dashboard.customer.getHref(invoice.customer.id)}
            >
              {invoice.customer.name}
            </Link>
            {invoice.customer.email && <span> · {invoice.customer.email}</span>}
            {invoice.customer.phone && <span> · {invoice.customer.phone}</span>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`} download>
              <DownloadIcon aria-hidden="true" />
              Download PDF
            </a>
          </Button>
          {invoice.status === 'draft' && actions.length > 0 && (
            <Button asChild variant="outline">
              <Link to={paths.dashboard.editInvoice.getHref(invoice.id)}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Link>
            </Button>
          )}
          {actions.map((name) => (
            <Button
              key={name}
              variant={name === 'finalize' ? 'default' : name === 'revise' ? 'outline' : 'destructive'}
              onClick={() => onAction(name)}
            >
              {ACTION_LABELS[name]}
            </Button>
          ))}
        </div>
      </header>

      <Card>
        <CardContent className="grid gap-3 pt-6 text-sm sm:grid-cols-3">
          <div>
            <p className="text-slate-500">Due date</p>
            <p className={invoice.overdue ? 'font-medium text-red-700' : 'font-medium'}>
              {formatCalendarDate(invoice.dueDate)}
            </p>
          </div>
          <div>
            <p className="text-slate-500">Issued</p>
            <p className="font-medium">{invoice.issuedAt ? formatDateTime(invoice.issuedAt) : 'Not yet'}</p>
          </div>
          <div>
            <p className="text-slate-500">Created</p>
            <p className="font-medium">{formatDateTime(invoice.createdAt)}</p>
          </div>
          {invoice.voidedAt && (
            <div>
              <p className="text-slate-500">Voided</p>
              <p className="font-medium">{formatDateTime(invoice.voidedAt)}</p>
            </div>
          )}
          {invoice.uncollectibleAt && (
            <div>
              <p className="text-slate-500">Marked uncollectible</p>
              <p className="font-medium">{formatDateTime(invoice.uncollectibleAt)}</p>
            </div>
          )}
          {invoice.paidAt && (
            <div>
              <p className="text-slate-500">Paid</p>
              <p className="font-medium">{formatDateTime(invoice.paidAt)}</p>
            </div>
          )}
          {invoice.revisedFromId && (
            <div>
              <p className="text-slate-500">Revises</p>
              <Link
                className="font-medium text-brand-700 hover:underline"
                to={paths.dashboard.invoice.getHref(invoice.revisedFromId)}
              >
                The voided invoice
              </Link>
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Lines</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul aria-label="Lines" className="divide-y divide-slate-100">
            {invoice.lines.map((line, index) => (
              <li
                key={index}
                className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3 first:pt-0 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{line.description}</p>
                  <p className="text-slate-500">
                    {line.quantity} × {money(line.unitPriceMinor)}
                    {line.taxRateBps !== null &&
                      ` · Tax ${line.taxRateBps / 100}% (${money(line.lineTaxMinor)})`}
                  </p>
                </div>
                <p className="font-medium tabular-nums">{money(line.lineSubtotalMinor)}</p>
              </li>
            ))}
          </ul>
          <dl aria-label="Totals" className="ml-auto max-w-xs border-t border-slate-200 pt-3 text-sm">
            <AmountRow label="Subtotal" value={money(invoice.subtotalMinor)} />
            {invoice.discountMinor > 0 && (
              <AmountRow label="Discount" value={`-${money(invoice.discountMinor)}`} />
            )}
            <AmountRow label="Tax" value={money(invoice.taxMinor)} />
            <AmountRow label="Total" value={money(invoice.totalMinor)} strong />
            <AmountRow label="Paid" value={money(invoice.amountPaidMinor)} />
            <AmountRow label="Amount due" value={money(invoice.amountDueMinor)} strong />
          </dl>
          {invoice.allowPartialPayment && (
            <p className="text-sm text-slate-500">Partial payments are allowed.</p>
          )}
          {invoice.memo && <p className="text-sm whitespace-pre-wrap text-slate-600">{invoice.memo}</p>}
        </CardContent>
      </Card>
    </>
  );
}
