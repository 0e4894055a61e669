import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, DownloadIcon } from 'lucide-react';
import type { Invoice } from '@malipo/contracts/invoices';
import { formatMoney } from '@malipo/contracts/money';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useInvoice } from '../api/invoices';
import { formatCalendarDate } from '../lib/invoice-status';
import { InvoiceShareCard } from './invoice-share-card';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { AmountRow } from './amount-row';
import { InvoicePaymentsCard } from './invoice-payments-card';
import { actionsFor, InvoiceActionButtons, InvoiceActionDialog, type DetailAction } from './invoice-actions';

/**
 * One invoice (docs/invoices.md): number, status, customer, dates, lines with their tax, the
 * server's totals (subtotal, discount, tax, total, paid, due), a Download PDF link
 * (`GET /api/invoices/:id/pdf`), its payments with the payer's page link (`InvoicePaymentsCard`),
 * and — when `canEdit` — the actions its
 * state allows, each confirmed: Edit, Finalize and Delete (draft); Revise (open, nothing paid); Void
 * and Mark uncollectible (open or partially paid). An open or partially paid invoice shows Send
 * and share (email it, copy the WhatsApp/SMS text with `businessName`).
 */
export function InvoiceDetail({
  invoiceId,
  canEdit,
  businessName,
}: {
  invoiceId: string;
  canEdit: boolean;
  businessName: string;
}) {
  const invoice = useInvoice(invoiceId);
  const [pending, setPending] = useState<DetailAction | null>(null);

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
          share={
            (invoice.data.status === 'open' || invoice.data.status === 'partially_paid') && (
              <InvoiceShareCard invoice={invoice.data} businessName={businessName} canSend={canEdit} />
            )
          }
        />
      )}
      <InvoiceActionDialog
        invoiceId={invoiceId}
        invoice={invoice.data}
        pending={pending}
        onClose={() => setPending(null)}
      />
    </div>
  );
}

function InvoiceBody({
  invoice,
  actions,
  onAction,
  share,
}: {
  invoice: Invoice;
  actions: DetailAction[];
  onAction: (action: DetailAction) => void;
  share: ReactNode;
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
          <InvoiceActionButtons invoice={invoice} actions={actions} onAction={onAction} />
        </div>
      </header>

      {share}

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

      <InvoicePaymentsCard invoice={invoice} />
    </>
  );
}
