/**
 * `GET /api/notifications`: the merchant's 50 newest emails — the outbox of subscribed, renewal
 * receipt, failed charge and canceled messages.
 * @module
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type Notification } from '@malipo/contracts/notifications';
import { apiRequest } from '@/lib/api-client';

/** Query key of the email outbox. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** Fetches the merchant's newest emails. Throws `ApiError`. */
export async function getNotifications(): Promise<Notification[]> {
  return notificationListSchema.parse(await apiRequest<unknown>('/api/notifications')).data;
}

/** The merchant's email outbox. */
export function useNotifications() {
  return useQuery(queryOptions({ queryKey: NOTIFICATIONS_QUERY_KEY, queryFn: getNotifications }));
}
