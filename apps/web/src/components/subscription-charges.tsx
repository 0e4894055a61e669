import { receiptPath } from '@malipo/contracts/receipt-paths';
import type { Subscription } from '@malipo/contracts/subscriptions';
import { useI18n } from '@/lib/i18n/page-i18n';
import { useDisplayDate } from '@/lib/i18n/use-display-date';
import { chargeStatusDisplay } from '@/lib/subscription-display';
import { StatusPill } from './status-pill';

/**
 * A subscription's charges, newest first: date, amount, status and a link to each receipt — on the
 * payer's self-service page, in the payer's language, and in the merchant's subscriber list alike
 * (plain Tailwind, no icon or class libraries, so payer pages can use it; their stylesheets list
 * this file as a source).
 */
export function SubscriptionCharges({ charges }: { charges: Subscription['charges'] }) {
  const { t, money } = useI18n();
  const displayDate = useDisplayDate();
  if (charges.length === 0) {
    return <p className="text-sm text-slate-500">{t('subscribe:charges.none')}</p>;
  }
  const newestFirst = [...charges].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ul className="divide-y divide-slate-100">
      {newestFirst.map((charge) => {
        const status = chargeStatusDisplay(charge.status);
        const date = displayDate(charge.createdAt);
        return (
          <li
            key={charge.paymentId}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900 tabular-nums">
                {money(charge.amountMinor, charge.currency)}
              </p>
              <p className="text-xs text-slate-500">
                <time dateTime={charge.createdAt}>{date}</time>
              </p>
            </div>
            <div className="flex items-center gap-3">
              <StatusPill tone={status.tone}>{t(status.labelKey)}</StatusPill>
              {charge.receiptId && (
                <a
                  href={receiptPath(charge.receiptId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded text-sm font-medium text-slate-700 underline underline-offset-4 hover:text-slate-950 focus-visible:ring-2 focus-visible:ring-slate-400 focus-visible:outline-none"
                >
                  {t('subscribe:charges.receipt')}
                  <span className="sr-only"> {t('subscribe:charges.receiptOf', { date })}</span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
