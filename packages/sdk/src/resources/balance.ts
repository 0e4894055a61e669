/**
 * `GET /v1/accounts/balance`: the merchant's money per currency, in minor units.
 * @module
 */
import type { z } from 'zod';
import { balanceSchema } from '@malipo/contracts/v1/balance';
import type { HttpClient } from '../http-client';

/** The balance: one entry per currency with `availableMinor`, `pendingMinor` and `payoutsPendingMinor`. */
export type Balance = z.output<typeof balanceSchema>;

/** Creates the balance resource over `http`. */
export function createBalanceResource(http: HttpClient) {
  return {
    /** The balance now. Throws the `errors.ts` classes. */
    retrieve: () => http.request({ method: 'GET', path: '/v1/accounts/balance' }, balanceSchema),
  };
}

/** The balance resource (`malipo.balance`). */
export type BalanceResource = ReturnType<typeof createBalanceResource>;
