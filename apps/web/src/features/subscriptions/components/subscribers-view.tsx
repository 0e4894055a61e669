import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, UsersIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Subscription } from '@malipo/contracts/subscriptions';
import { LoadMore } from '@/components/load-more';
import { ShareableListError, ShareableListSkeleton } from '@/components/shareable-list-states';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useSubscribers } from '../api/get-subscribers';
import { CancelConfirmation } from './cancel-confirmation';
import { SubscriberCard } from './subscriber-card';

function nameOf(subscription: Subscription): string {
  return subscription.subscriber.name || subscription.subscriber.email;
}

/**
 * The subscribers of one plan: loading, error with retry, empty, or one card per
 * subscriber — status, payment method, next billing date, charges and receipts — with Cancel after a
 * confirmation, newest first, a page at a time ("Load more"). `planTitle` names the plan when known; `backHref` leads back to the link list.
 */
export function SubscribersView({
  linkId,
  planTitle,
  backHref,
}: {
  linkId: string;
  planTitle: string | null;
  backHref: string;
}) {
  const query = useSubscribers(linkId);
  const cancel = useCancelSubscription(linkId);
  const [toCancel, setToCancel] = useState<Subscription | null>(null);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        toast.success('Subscription canceled', {
          description: `${nameOf(toCancel)} will not be charged again.`,
        });
        setToCancel(null);
      },
      onError: (error) => toast.error('Could not cancel the subscription', { description: error.message }),
    });
  };

  const renderBody = () => {
    if (query.isPending) return <ShareableListSkeleton label="Loading subscribers" />;
    if (query.isError) {
      return (
        <ShareableListError
          message="We could not load the subscribers."
          onRetry={() => void query.refetch()}
        />
      );
    }
    const subscribers = query.data.pages.flatMap((page) => page.data);
    if (subscribers.length === 0) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <UsersIcon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">No subscribers yet</h2>
          <p className="max-w-sm text-sm text-slate-500">
            Share the plan’s link; everyone who subscribes shows here with their charges.
          </p>
        </div>
      );
    }
    return (
      <>
        <ul className="space-y-4">
          {subscribers.map((subscription) => (
            <li key={subscription.id}>
              <SubscriberCard subscription={subscription} onCancel={setToCancel} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} rowsLabel="subscribers" />
      </>
    );
  };

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={backHref}>
          <ArrowLeftIcon aria-hidden="true" />
          Subscription Links
        </Link>
      </Button>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight break-words">
          {planTitle ? `Subscribers of ${planTitle}` : 'Subscribers'}
        </h1>
        <p className="mt-1 text-slate-500">Each subscription, its next billing date and every charge.</p>
      </header>
      {renderBody()}
      <Dialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open) setToCancel(null);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel this subscription?</DialogTitle>
            <DialogDescription className="sr-only">Confirm the cancellation.</DialogDescription>
          </DialogHeader>
          {toCancel && (
            <CancelConfirmation
              question={`${nameOf(toCancel)} will not be charged again.`}
              detail="The subscription ends now and cannot be resumed; they can subscribe again from your link."
              isCanceling={cancel.isPending}
              onConfirm={confirmCancel}
              onKeep={() => setToCancel(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
