/**
 * `/dashboard/notifications`: the email outbox (issue #6 item 6).
 * @module
 */
import { NotificationsList } from '../../features/notifications/components/notifications-list';

/** Route component. */
export function Component() {
  return (
    <>
      <title>Emails · Malipo</title>
      <NotificationsList />
    </>
  );
}
