/**
 * Follows a payout until the sandbox settles or fails it (polling `GET /api/wallet/payouts/:id`),
 * refreshing balances and history when it ends (a failed payout returns the money and the fee).
 * @module
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Payout } from '@malipo/contracts/wallet';
import { usePayoutStatus } from '../api/get-payout';
import { invalidateMoneyQueries } from '@/lib/money-queries';

/** The latest state of `payout` (the one the POST answered until the first poll comes back). */
export function usePayoutOutcome(payout: Payout): Payout {
  const queryClient = useQueryClient();
  const { data } = usePayoutStatus(payout);
  const current = data ?? payout;
  const isFinal = current.status !== 'pending';
  useEffect(() => {
    if (isFinal) invalidateMoneyQueries(queryClient);
  }, [isFinal, queryClient]);
  return current;
}
