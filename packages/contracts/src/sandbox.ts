/**
 * The sandbox provider's tokenization endpoint (`POST /api/sandbox/tokens`), standing in for a real
 * provider's hosted card fields (docs/payments.md): card fields go there and only a token comes back.
 * The test numbers are in `sandbox-cards.ts`.
 * @module
 */
import { z } from 'zod';

/** Body of `POST /api/sandbox/tokens`. */
export const createCardTokenInputSchema = z.object({
  number: z.string().max(40),
  expiry: z.string().max(7),
  cvc: z.string().max(8),
  holderName: z.string().trim().min(1, 'Cardholder name is required').max(120),
});
/** Card token request. */
export type CreateCardTokenInput = z.infer<typeof createCardTokenInputSchema>;

/** Response of `POST /api/sandbox/tokens`. */
export const cardTokenSchema = z.object({
  token: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
});
/** A card token. */
export type CardToken = z.infer<typeof cardTokenSchema>;
