import { MailIcon } from 'lucide-react';
import { ShareableListError, ShareableListSkeleton } from '@/components/shareable-list-states';
import { useNotifications } from '../api/get-notifications';
import { NotificationItem } from './notification-item';

/**
 * The Emails section: the outbox of subscription emails — subscribed, renewal
 * receipts, failed charges, cancellations — newest first, each expandable to read; with loading,
 * error and empty states.
 */
export function NotificationsList() {
  const query = useNotifications();
  const renderBody = () => {
    if (query.isPending) return <ShareableListSkeleton label="Loading emails" />;
    if (query.isError) {
      return (
        <ShareableListError message="We could not load your emails." onRetry={() => void query.refetch()} />
      );
    }
    if (query.data.length === 0) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MailIcon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold">No emails yet</h2>
          <p className="max-w-sm text-sm text-slate-500">
            When someone subscribes, renews, misses a payment or cancels, the email they receive shows here.
          </p>
        </div>
      );
    }
    return (
      <ul className="space-y-3">
        {query.data.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} />
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Emails</h1>
        <p className="mt-1 text-slate-500">The emails Malipo sent your subscribers, newest first.</p>
      </header>
      {renderBody()}
    </div>
  );
}
