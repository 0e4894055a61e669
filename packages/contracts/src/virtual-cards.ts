/**
 * The virtual card (docs/product.md#entities "Virtual card"): a Malipo-issued card funded by the
 * holder's wallet, usable on any Malipo payer page. The full number and security code are only
 * returned by the reveal endpoint, never listed. Amounts in minor units.
 * @module
 */
import { z } from 'zod';
import { PAYMENT_CURRENCIES } from './currencies';
import { amountMinorSchema } from './payment-links';

/** Body of `GET /api/virtual-card` (`card` is null until one is issued). */
export const virtualCardSchema = z.object({
  id: z.string(),
  holderName: z.string(),
  brand: z.string(),
  last4: z.string(),
  /** e.g. "•••• •••• •••• 1234". */
  maskedNumber: z.string(),
  /** "MM/YY". */
  expiry: z.string(),
  status: z.enum(['active', 'frozen']),
  /** The issuer shown on the card (docs/product.md#entities "bank name"). */
  bankName: z.string(),
});
/** A virtual card (masked). */
export type VirtualCard = z.infer<typeof virtualCardSchema>;

/** Body of `GET /api/virtual-card`. */
export const virtualCardResponseSchema = z.object({ card: virtualCardSchema.nullable() });

/** Body of `POST /api/virtual-card/reveal`: the card's details, for the eye toggle. */
export const revealedCardSchema = z.object({
  number: z.string(),
  expiry: z.string(),
  securityCode: z.string(),
});
/** Revealed card details. */
export type RevealedCard = z.infer<typeof revealedCardSchema>;

/** Body of `PATCH /api/virtual-card`: freeze or unfreeze. */
export const updateVirtualCardSchema = z.object({ status: z.enum(['active', 'frozen']) });

/**
 * Body of `POST /api/virtual-card/payments` (Make Payment with the virtual card, with an
 * `Idempotency-Key`): pays the merchant with `merchantCode`; the card debits the wallet.
 */
export const createCardPaymentInputSchema = z.object({
  merchantCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^MLP-[0-9A-Z]{6}$/, 'Enter a merchant code like MLP-7K3Q9X'),
  amountMinor: amountMinorSchema,
  currency: z.enum(PAYMENT_CURRENCIES, { error: 'Choose a supported currency' }),
  reference: z.string().trim().max(120, 'Reference is too long').default(''),
});
/** Card payment input as sent. */
export type CreateCardPaymentRequest = z.input<typeof createCardPaymentInputSchema>;
