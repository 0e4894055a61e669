/**
 * `GET /api/wallet/payouts/:id` → payout: polled every 2 s while `pending`, until the sandbox
 * settles it (`paid`) or fails it (`failed`, money and fee back in the wallet).
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import { payoutSchema, type Payout } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';
import { WALLET_QUERY_KEY } from '@/lib/money-queries';

/** How often a pending payout is re-read, in milliseconds. */
export const PAYOUT_POLL_INTERVAL_MS = 2000;

/** Fetches one of the merchant's payouts. Throws `ApiError`. */
export async function getPayout(id: string, signal?: AbortSignal): Promise<Payout> {
  const body = await apiRequest<unknown>(`/api/wallet/payouts/${encodeURIComponent(id)}`, { signal });
  return payoutSchema.parse(body);
}

/**
 * `payout` kept up to date: re-read every {@link PAYOUT_POLL_INTERVAL_MS} while it is pending (a
 * dropped poll is simply retried on the next tick), then left alone.
 */
export function usePayoutStatus(payout: Payout) {
  return useQuery({
    queryKey: [...WALLET_QUERY_KEY, 'payouts', payout.id],
    queryFn: ({ signal }) => getPayout(payout.id, signal),
    initialData: payout,
    // Fresh on mount (the POST just answered); the interval takes over.
    staleTime: PAYOUT_POLL_INTERVAL_MS,
    refetchOnWindowFocus: false,
    retry: false,
    refetchInterval: (query) =>
      (query.state.data?.status ?? 'pending') === 'pending' ? PAYOUT_POLL_INTERVAL_MS : false,
  });
}
