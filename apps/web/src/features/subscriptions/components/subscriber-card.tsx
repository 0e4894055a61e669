import { XCircleIcon } from 'lucide-react';
import type { Subscription } from '@malipo/contracts/subscriptions';
import { SubscriptionCharges } from '@/components/subscription-charges';
import { Button } from '@/components/ui/button';
import { SubscriptionFacts } from './subscription-facts';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/**
 * One subscriber of a plan: name, email, status, payment method, next billing
 * date, the charges with their receipts, and Cancel (asks first) while the subscription runs.
 */
export function SubscriberCard({
  subscription,
  onCancel,
}: {
  subscription: Subscription;
  onCancel: (subscription: Subscription) => void;
}) {
  const { subscriber } = subscription;
  const headingId = `subscriber-${subscription.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-base font-semibold break-words text-slate-900">
              {subscriber.name || subscriber.email}
            </h2>
            <SubscriptionStatusBadge status={subscription.status} />
          </div>
          <p className="text-sm break-all text-slate-500">{subscriber.email}</p>
        </div>
        {subscription.status !== 'canceled' && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onCancel(subscription)}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
            aria-label={`Cancel subscription of ${subscriber.name || subscriber.email}`}
          >
            <XCircleIcon aria-hidden="true" />
            Cancel
          </Button>
        )}
      </div>
      {subscription.failure && subscription.status !== 'active' && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Last charge failed: {subscription.failure.message}
        </p>
      )}
      <div className="mt-4">
        <SubscriptionFacts subscription={subscription} />
      </div>
      <section
        aria-label={`Charges of ${subscriber.name || subscriber.email}`}
        className="mt-4 border-t border-slate-100 pt-3"
      >
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Charges</h3>
        <SubscriptionCharges charges={subscription.charges} />
      </section>
    </article>
  );
}
