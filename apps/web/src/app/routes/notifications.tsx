/**
 * `/dashboard/notifications`: the email outbox.
 * @module
 */
import { NotificationsList } from '@/features/notifications/components/notifications-list';

export function Component() {
  return (
    <>
      <title>Emails · Malipo</title>
      <NotificationsList />
    </>
  );
}
