import type { Subscription } from '@malipo/contracts/subscriptions';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { nextSubscriptionDate, pricePerCycle } from '@/lib/subscription-display';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/** One subscription the signed-in user pays: plan, amount per period, status, next date, Cancel. */
export function MySubscriptionRow({
  subscription,
  onCancel,
}: {
  subscription: Subscription;
  onCancel: (subscription: Subscription) => void;
}) {
  const { plan } = subscription;
  const next = nextSubscriptionDate(subscription);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words text-slate-900">{plan.title}</p>
          <SubscriptionStatusBadge status={subscription.status} />
        </div>
        <p className="text-sm text-slate-600 tabular-nums">
          {pricePerCycle(plan.amountMinor, plan.currency, plan.billingCycle)}
        </p>
        <p className="text-xs text-slate-500">
          {next ? (
            <>
              {next.label}: <time dateTime={next.at}>{formatDate(next.at)}</time>
            </>
          ) : (
            'No further charges'
          )}
        </p>
      </div>
      {subscription.status !== 'canceled' && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onCancel(subscription)}
          aria-label={`Cancel ${plan.title}`}
        >
          Cancel
        </Button>
      )}
    </div>
  );
}
