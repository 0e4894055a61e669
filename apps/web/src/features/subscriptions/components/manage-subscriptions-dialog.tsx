import { useState } from 'react';
import { RepeatIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Subscription } from '@malipo/contracts/subscriptions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancelMySubscription } from '../api/cancel-my-subscription';
import { useMySubscriptions } from '../api/get-my-subscriptions';
import { CancelConfirmation } from './cancel-confirmation';
import { MySubscriptionRow } from './my-subscription-row';

function SubscriptionList({ onCancel }: { onCancel: (subscription: Subscription) => void }) {
  const query = useMySubscriptions();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your subscriptions" className="space-y-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">We could not load your subscriptions.</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
        You have no subscriptions. Plans you subscribe to with your account’s email show here.
      </p>
    );
  }
  return (
    <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto">
      {query.data.map((subscription) => (
        <li key={subscription.id}>
          <MySubscriptionRow subscription={subscription} onCancel={onCancel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Virtual Card's 'Manage Subscriptions' dialog (docs/product.md#dashboard): a trigger button,
 * then the subscriptions the signed-in user pays — plan, amount per period, status, next billing —
 * each with Cancel, which asks first.
 */
export function ManageSubscriptionsDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [toCancel, setToCancel] = useState<Subscription | null>(null);
  const cancel = useCancelMySubscription();

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: (canceled) => {
        toast.success('Subscription canceled', {
          description: `${canceled.plan.title} will not charge you again.`,
        });
        setToCancel(null);
      },
      onError: (error) => toast.error('Could not cancel the subscription', { description: error.message }),
    });
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setToCancel(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <RepeatIcon aria-hidden="true" />
          Manage Subscriptions
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Manage Subscriptions</DialogTitle>
          <DialogDescription>Subscriptions you pay, at any business on Malipo.</DialogDescription>
        </DialogHeader>
        {toCancel ? (
          <CancelConfirmation
            question={`Cancel ${toCancel.plan.title}?`}
            detail="You will not be charged again. To come back later, subscribe again."
            isCanceling={cancel.isPending}
            onConfirm={confirmCancel}
            onKeep={() => setToCancel(null)}
          />
        ) : (
          <SubscriptionList onCancel={setToCancel} />
        )}
      </DialogContent>
    </Dialog>
  );
}
