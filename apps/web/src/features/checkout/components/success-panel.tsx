import type { ReactNode } from 'react';
import { receiptPath } from '@malipo/contracts/receipt-paths';
import { DEFAULT_THANK_YOU_KINDS } from '@malipo/contracts/thank-you-messages';
import { useI18n } from '@/lib/i18n/page-i18n';
import { secondaryButtonClass } from '../lib/checkout-styles';
import { CheckIcon } from './icons';
import { StatusHeading } from './status-heading';

/** One figure of a success view, e.g. `{ label: 'Amount paid', value: '$100.00' }`. */
export interface SuccessRow {
  label: string;
  value: string;
}

/**
 * The body every success view shares ('Payment Successful!', 'Thank You!', 'Order Confirmed!'):
 * a check mark, the title (focused when shown), the merchant's message, a `note` about the payment
 * (a bank transfer of another amount than asked), the figures, a link to the receipt once the
 * payment has one, and `children` (redirect notice, further actions). `title` and
 * the rows' labels come in the page's language; the merchant's message is shown as written, unless
 * it is a link's default thank-you message, said in the page's language.
 */
export function SuccessPanel({
  title,
  message,
  rows,
  receiptId,
  note,
  children,
}: {
  title: string;
  message: string;
  rows: SuccessRow[];
  receiptId: string | null;
  note?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const defaultKind = Object.hasOwn(DEFAULT_THANK_YOU_KINDS, message)
    ? DEFAULT_THANK_YOU_KINDS[message]
    : undefined;
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" role="status" aria-live="polite">
      <span className="flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700">
        <CheckIcon className="size-8" />
      </span>
      <StatusHeading className="text-2xl">{title}</StatusHeading>
      <p className="break-words text-slate-600">
        {defaultKind ? t(`paymentStatus:success.defaultThankYou.${defaultKind}`) : message}
      </p>
      {note && <div className="text-sm text-slate-700">{note}</div>}
      <dl className="w-full space-y-2 rounded-lg bg-slate-50 p-4 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="shrink-0 text-slate-500">{row.label}</dt>
            <dd className="min-w-0 text-right font-medium tabular-nums wrap-anywhere">{row.value}</dd>
          </div>
        ))}
      </dl>
      {receiptId && (
        <a href={receiptPath(receiptId)} className={`${secondaryButtonClass} w-full`}>
          {t('paymentStatus:success.viewReceipt')}
        </a>
      )}
      {children}
    </div>
  );
}
