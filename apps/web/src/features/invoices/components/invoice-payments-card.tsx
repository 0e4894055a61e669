import { useState } from 'react';
import { Link } from 'react-router';
import { CheckIcon, CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Invoice } from '@malipo/contracts/invoices';
import { formatMoney } from '@malipo/contracts/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { formatDateTime } from '@/lib/format';
import { publicUrl } from '@/lib/public-url';
import { transactionStatusDisplay } from '@/lib/transaction-display';
import { useInvoicePayments } from '../api/invoice-payments';

/** How long "Copied" shows after a copy, in ms (docs/product.md#constants copy confirmation). */
const COPIED_MS = 2000;

const METHOD_LABELS = { card: 'Card', mobile_money: 'Mobile money', bank_transfer: 'Bank transfer' } as const;

/** The payer's page of an open or partially paid invoice: its address, Copy link and Open. */
function PayerLink({ invoice }: { invoice: Invoice }) {
  const [isCopied, setIsCopied] = useState(false);
  const url = publicUrl(`/invoice/${encodeURIComponent(invoice.id)}`);
  const copy = () =>
    copyToClipboard(url)
      .then(() => {
        setIsCopied(true);
        setTimeout(() => setIsCopied(false), COPIED_MS);
      })
      .catch(() => toast.error('Could not copy the link', { description: 'Select it and copy it by hand.' }));
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        The customer pays on this page, by card, mobile money or bank transfer.
      </p>
      <p
        aria-label="Payment page link"
        className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all select-all"
      >
        {url}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => void copy()}>
          {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {isCopied ? 'Copied' : 'Copy link'}
        </Button>
        <Button asChild variant="outline">
          <a href={url} target="_blank" rel="noreferrer">
            <ExternalLinkIcon aria-hidden="true" />
            Open payment page
          </a>
        </Button>
      </div>
    </div>
  );
}

/**
 * An invoice's payments (docs/invoices.md#payments): for an open or partially paid invoice, the
 * payer's page `/invoice/{id}` to copy or open; then every payment made for it, oldest first, with
 * its date, method, status and amount, each linking to its transaction in history.
 */
export function InvoicePaymentsCard({ invoice }: { invoice: Invoice }) {
  const payments = useInvoicePayments(invoice.id);
  const isCollectible = invoice.status === 'open' || invoice.status === 'partially_paid';
  if (invoice.status === 'draft') return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {isCollectible && <PayerLink invoice={invoice} />}
        {payments.isPending ? (
          <p className="text-sm text-slate-500">Loading payments…</p>
        ) : payments.isError ? (
          <p className="text-sm text-red-700">We could not load the payments.</p>
        ) : payments.data.length === 0 ? (
          <p className="text-sm text-slate-500">No payments yet.</p>
        ) : (
          <ul aria-label="Payments" className="divide-y divide-slate-100">
            {payments.data.map((payment) => {
              const status = transactionStatusDisplay(payment.status);
              return (
                <li
                  key={payment.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
                >
                  <div className="min-w-0">
                    <Link
                      to={paths.dashboard.transaction.getHref(payment.id)}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {METHOD_LABELS[payment.methodType]}
                      {payment.payerName ? ` · ${payment.payerName}` : ''}
                    </Link>
                    <p className="text-slate-500">
                      {formatDateTime(payment.succeededAt ?? payment.createdAt)}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <Badge variant={status.tone}>{status.label}</Badge>
                    <span className="font-medium tabular-nums">
                      {formatMoney(payment.amountMinor, payment.currency)}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
