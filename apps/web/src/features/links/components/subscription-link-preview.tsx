import { RepeatIcon } from 'lucide-react';
import type { BillingCycle } from '@malipo/contracts/billing-cycles';
import { formatMoney, parseAmountToMinor } from '@malipo/contracts/money';
import { perCycle, trialLabel } from '@/lib/subscription-display';

/** Whole trial days typed, or 0 while the text is not a whole number ≥ 0. */
function trialDaysOf(text: string): number {
  const days = Number(text.trim());
  return Number.isInteger(days) && days > 0 ? days : 0;
}

/**
 * Live preview of a new subscribe page (docs/product.md#payer-pages 'Subscribe to Our Service'): title, description,
 * the price 'per' billing period (or 'Enter amount') and '{n} days free' when there is a trial.
 */
export function SubscriptionLinkPreview({
  title,
  description,
  amount,
  currency,
  billingCycle,
  trialDays,
}: {
  title: string;
  description: string;
  amount: string;
  currency: string;
  billingCycle: BillingCycle;
  trialDays: string;
}) {
  const amountMinor = amount.trim() === '' ? null : parseAmountToMinor(amount, currency);
  const hasAmount = amountMinor !== null && amountMinor > 0;
  const trial = trialLabel(trialDaysOf(trialDays));
  return (
    <section aria-labelledby="subscription-preview-heading" className="space-y-3">
      <h2 id="subscription-preview-heading" className="text-sm font-medium text-slate-500">
        Preview
      </h2>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex items-center gap-2 text-sm font-medium text-brand-700">
          <RepeatIcon className="size-4" aria-hidden="true" />
          Subscribe to Our Service
        </div>
        <div className="min-w-0">
          <p
            className={
              title.trim() ? 'text-lg font-semibold break-words' : 'text-lg font-semibold text-slate-500'
            }
          >
            {title.trim() || 'Plan title'}
          </p>
          {description.trim() && (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-600">{description}</p>
          )}
        </div>
        <p data-testid="preview-price" className="flex flex-wrap items-baseline gap-x-1.5">
          {hasAmount ? (
            <>
              <span className="text-2xl font-semibold tabular-nums">
                {formatMoney(amountMinor, currency)}
              </span>
              <span className="text-sm text-slate-500">{perCycle(billingCycle)}</span>
            </>
          ) : (
            <span className="text-slate-500">Enter amount</span>
          )}
        </p>
        {trial && (
          <p className="w-fit rounded-full bg-green-50 px-2.5 py-1 text-xs font-medium text-green-800">
            {trial}
          </p>
        )}
        <p className="text-xs text-slate-500">Cancel anytime • Secure payment</p>
      </div>
    </section>
  );
}
