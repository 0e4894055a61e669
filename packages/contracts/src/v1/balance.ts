/**
 * `GET /v1/accounts/balance` (docs/product.md#api-calls): the merchant's money per currency, in minor units.
 * @module
 */
import { z } from 'zod';

/** One currency of the balance. */
export const currencyBalanceSchema = z.object({
  currency: z.string(),
  /** In the wallet, spendable now. */
  availableMinor: z.number().int(),
  /** Payments still `processing` or `requires_action`: not in `availableMinor` until they succeed. */
  pendingMinor: z.number().int(),
  /** Payouts under way: already taken from `availableMinor`, given back if they fail. */
  payoutsPendingMinor: z.number().int(),
});

/** Body of `GET /v1/accounts/balance`, one entry per currency, sorted by currency. */
export const balanceSchema = z
  .object({ object: z.literal('balance'), balances: z.array(currencyBalanceSchema) })
  .meta({ id: 'Balance' });
/** A merchant's balance. */
export type Balance = z.infer<typeof balanceSchema>;
