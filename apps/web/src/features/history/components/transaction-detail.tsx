import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { AlertCircleIcon, ArrowLeftIcon } from 'lucide-react';
import type { TransactionDetail as TransactionDetailData } from '@malipo/contracts/history';
import { formatMoney } from '@malipo/contracts/money';
import { TransactionStatusBadge } from '@/components/transaction-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { paymentMethodLabel, providerDisplayName, TRANSACTION_TYPE_LABELS } from '@/lib/transaction-display';
import { useTransaction } from '../api/get-transaction';
import { TransactionAmount } from '@/components/transaction-amount';
import { PaymentRefunds } from './payment-refunds';
import { ReceiptLinks } from './receipt-links';
import type { HistoryLinkState } from './transactions-table';
import { TableHeader } from '@/components/ui/table-header';

const LEDGER_COLUMNS = [
  { label: 'Account' },
  { label: 'Amount', align: 'right' },
  { label: 'Currency' },
] as const;
/** The list's filters from {@link HistoryLinkState}; empty when the detail was opened directly. */
/** The label of a transaction's source row by its type: a refund's payment, an invoice's payment. */
const SOURCE_LABELS: Partial<Record<string, string>> = { payment: 'Refund of', invoice: 'Invoice' };

function historySearchFrom(state: unknown): HistoryLinkState['historySearch'] {
  if (typeof state !== 'object' || state === null || !('historySearch' in state)) return '';
  return typeof state.historySearch === 'string' ? state.historySearch : '';
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A bank transfer that arrived with another amount than asked (docs/payments.md#bank-transfer),
 * flagged so the merchant returns what should not have been paid.
 */
function TransferMismatchNotice({
  mismatch,
  currency,
}: {
  mismatch: NonNullable<TransactionDetailData['transferMismatch']>;
  currency: string;
}) {
  const received = formatMoney(mismatch.receivedMinor, currency);
  const expected = formatMoney(mismatch.expectedMinor, currency);
  const isOverpaid = mismatch.receivedMinor > mismatch.expectedMinor;
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
      <AlertCircleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 text-sm break-words">
        {isOverpaid
          ? `Overpaid: received ${received} for ${expected}. The extra was credited; refund it to the payer if it was a mistake.`
          : `Underpaid: received ${received} of ${expected}. The payment failed and nothing reached your wallet; return the amount received to the payer.`}
      </p>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading transaction" className="space-y-6">
      <Skeleton className="h-8 w-1/2" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}

function LedgerEntries({ entries }: { entries: TransactionDetailData['ledgerEntries'] }) {
  if (entries.length === 0) {
    return <p className="text-sm text-slate-500">No ledger entries: no money has moved for this payment.</p>;
  }
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className="w-full text-left text-sm">
        <TableHeader columns={LEDGER_COLUMNS} dense />
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry, index) => (
            <tr key={`${entry.transactionId}-${index}`}>
              <td className="py-2.5 pr-3 text-slate-900">{entry.account}</td>
              <td
                className={cn(
                  'py-2.5 pr-3 text-right font-medium whitespace-nowrap tabular-nums',
                  entry.amountMinor < 0 ? 'text-red-700' : 'text-green-700',
                )}
              >
                {entry.amountMinor > 0 ? '+' : ''}
                {formatMoney(entry.amountMinor, entry.currency)}
              </td>
              <td className="py-2.5 text-slate-600">{entry.currency}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One transaction (docs/product.md#dashboard "History"): payer, method, the provider that carried it
 * and its reference there (docs/providers.md#routing), status, amounts, dates, a bank transfer of
 * another amount than asked (docs/payments.md#bank-transfer), the failure reason when it failed, a payment's refunds (with the Refund button), and its ledger entries (signed:
 * wallets gain, clearing accounts go negative).
 */
export function TransactionDetail({ transactionId }: { transactionId: string }) {
  const location = useLocation();
  const transaction = useTransaction(transactionId);
  const backHref = paths.dashboard.history.getHref(historySearchFrom(location.state));

  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to={backHref}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to history
      </Link>
    </Button>
  );

  if (transaction.isPending) {
    return (
      <div className="space-y-6">
        {back}
        <DetailSkeleton />
      </div>
    );
  }
  if (transaction.isError) {
    const isNotFound = transaction.error instanceof ApiError && transaction.error.status === 404;
    return (
      <div className="space-y-6">
        {back}
        <div role="alert" className="flex flex-col items-start gap-2">
          <h1 className="text-xl font-semibold">
            {isNotFound ? 'Transaction not found' : 'We could not load this transaction'}
          </h1>
          {!isNotFound && (
            <Button size="sm" variant="outline" onClick={() => void transaction.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  }

  const data = transaction.data;
  return (
    <div className="space-y-6">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{data.description}</h1>
          <p className="mt-1 font-mono text-xs break-all text-slate-500">{data.id}</p>
        </div>
        <div className="flex flex-col items-start gap-1.5 sm:items-end">
          <TransactionAmount transaction={data} className="text-2xl" />
          <TransactionStatusBadge status={data.status} />
        </div>
      </header>

      {data.receiptId && <ReceiptLinks receiptId={data.receiptId} />}

      {data.transferMismatch && (
        <TransferMismatchNotice mismatch={data.transferMismatch} currency={data.currency} />
      )}

      {data.failure && (
        <div role="note" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium">{TRANSACTION_TYPE_LABELS[data.type]} failed</p>
            <p className="text-sm break-words">{data.failure.message}</p>
            <p className="mt-1 font-mono text-xs text-red-700">{data.failure.code}</p>
          </div>
        </div>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              {data.type === 'payment' || data.type === 'deposit' || data.type === 'refund'
                ? 'Payer'
                : 'Counterparty'}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-slate-100">
              <DetailRow label="Name">{data.payer.name || '—'}</DetailRow>
              <DetailRow label="Email">{data.payer.email || '—'}</DetailRow>
              <DetailRow label="Phone">{data.payer.phoneMasked ?? '—'}</DetailRow>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{TRANSACTION_TYPE_LABELS[data.type]}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-slate-100">
              <DetailRow label="Amount">{formatMoney(data.amountMinor, data.currency)}</DetailRow>
              <DetailRow label="Currency">{data.currency}</DetailRow>
              <DetailRow label="Method">{paymentMethodLabel(data.paymentMethod)}</DetailRow>
              {data.provider && (
                <>
                  <DetailRow label="Provider">{providerDisplayName(data.provider.name)}</DetailRow>
                  <DetailRow label="Provider reference">
                    {data.provider.reference ? (
                      <span className="font-mono text-xs break-all">{data.provider.reference}</span>
                    ) : (
                      '—'
                    )}
                  </DetailRow>
                </>
              )}
              <DetailRow label={SOURCE_LABELS[data.source.type] ?? 'Source'}>
                {data.source.type === 'payment' || data.source.type === 'invoice' ? (
                  <Link
                    to={
                      data.source.type === 'payment'
                        ? paths.dashboard.transaction.getHref(data.source.id)
                        : paths.dashboard.invoice.getHref(data.source.id)
                    }
                    className="underline"
                  >
                    {data.source.name}
                  </Link>
                ) : (
                  data.source.name
                )}
              </DetailRow>
              <DetailRow label="Created">
                <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
              </DetailRow>
              <DetailRow label="Completed">
                {data.succeededAt ? (
                  <time dateTime={data.succeededAt}>{formatDateTime(data.succeededAt)}</time>
                ) : (
                  '—'
                )}
              </DetailRow>
            </dl>
          </CardContent>
        </Card>
      </div>

      {data.type === 'payment' && <PaymentRefunds payment={data} />}

      <Card>
        <CardHeader>
          <CardTitle>Ledger entries</CardTitle>
        </CardHeader>
        <CardContent>
          <LedgerEntries entries={data.ledgerEntries} />
        </CardContent>
      </Card>
    </div>
  );
}
