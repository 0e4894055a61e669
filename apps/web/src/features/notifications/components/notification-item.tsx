import type { Notification } from '@malipo/contracts/notifications';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { notificationKindDisplay, notificationStatusDisplay } from '../lib/notification-display';

/**
 * One outbox email: kind, subject, recipient, delivery status and date; expanding it (a native
 * disclosure, keyboard-usable) shows the plain-text body.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const kind = notificationKindDisplay(notification.kind);
  const status = notificationStatusDisplay(notification.status);
  return (
    <details className="group rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex cursor-pointer list-none flex-col gap-2 rounded-xl p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:flex-row sm:items-center sm:justify-between sm:gap-4 [&::-webkit-details-marker]:hidden">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={kind.tone}>{kind.label}</Badge>
            <Badge variant={status.tone}>{status.label}</Badge>
          </div>
          <p className="font-medium break-words text-slate-900">{notification.subject}</p>
          <p className="text-sm break-all text-slate-500">To {notification.to}</p>
        </div>
        <div className="flex shrink-0 items-center gap-3 text-sm text-slate-500">
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
          <span aria-hidden="true" className="transition-transform group-open:rotate-90">
            ›
          </span>
        </div>
      </summary>
      <pre className="mx-4 mb-4 overflow-x-auto rounded-lg bg-slate-50 p-4 font-sans text-sm whitespace-pre-wrap text-slate-700">
        {notification.body}
      </pre>
    </details>
  );
}
