/**
 * The state a payer page hands the provider's hosted card step and gets back with the card token
 * (docs/architecture.md#payer-pages): the page, the request to send once the card is tokenized
 * (everything but its payment method) and its idempotency key — signed (HMAC-SHA256 under `SIGNING_SECRET`) so that the returning address
 * cannot be altered to pay something else, and valid for {@link CARD_STEP_TTL_MS}.
 * @module
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a payer has to type their card on the provider's page, in milliseconds. */
export const CARD_STEP_TTL_MS = 30 * 60 * 1000;

const cardStepSchema = z.object({
  /** The payer page's path, e.g. `/pay/abc123`. */
  path: z.string(),
  /** The public API request body, without its payment method. */
  request: z.record(z.string(), z.unknown()),
  idempotencyKey: z.string(),
  /** When the state was made, in ms since the epoch. */
  issuedAt: z.number(),
});

/** What the state carries. */
export type CardStepState = z.infer<typeof cardStepSchema>;

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`card-step:${payload}`).digest('base64url');
}

/** `state` as `{base64url JSON}.{signature}`. */
export function signCardStepState(secret: string, state: CardStepState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/**
 * The state `token` carries, or `null` when it is malformed, its signature does not match
 * (compared in constant time) or it is older than {@link CARD_STEP_TTL_MS} at `nowMs`.
 */
export function verifyCardStepState(secret: string, token: string, nowMs: number): CardStepState | null {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const parsed = cardStepSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    if (!parsed.success || nowMs - parsed.data.issuedAt > CARD_STEP_TTL_MS) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
