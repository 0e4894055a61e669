/**
 * Secret API keys: what the dashboard's Developers section sends and shows. The full
 * key (`sk_test_…` or `sk_live_…`) appears once, in the answer to its creation; afterwards only its masked form.
 * @module
 */
import { z } from 'zod';
import type { Mode } from './modes';

/**
 * What a secret key starts with in each mode (docs/providers.md#modes): a key acts in the mode of
 * the merchant row it was created for, and says which at a glance.
 */
export const SECRET_KEY_PREFIXES = { test: 'sk_test_', live: 'sk_live_' } as const satisfies Record<
  Mode,
  string
>;

/** The mode a secret key (or its stored prefix) belongs to, or null when it is not a secret key. */
export function secretKeyMode(key: string): Mode | null {
  if (key.startsWith(SECRET_KEY_PREFIXES.live)) return 'live';
  if (key.startsWith(SECRET_KEY_PREFIXES.test)) return 'test';
  return null;
}

/** `sk_test_…abcd` / `sk_live_…abcd`: how a key of `mode` is shown once created, from its last 4 characters. */
export function maskSecretKey(mode: Mode, last4: string): string {
  return `${SECRET_KEY_PREFIXES[mode]}…${last4}`;
}

/** Body of `POST /api/api-keys`. */
export const createApiKeyInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name is too long'),
});
/** API key creation input. */
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

/** A key as the dashboard lists it. Timestamps ISO 8601; `revokedAt` set once revoked. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `sk_test_…abcd` or `sk_live_…abcd`. */
  maskedKey: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
/** An API key (without its secret). */
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Body of the `201` answer to `POST /api/api-keys`: the key and, this once, its full `secret`. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
/** A just-created API key with its secret. */
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** Body of `GET /api/api-keys`: active keys first, newest first. */
export const apiKeyListSchema = z.object({ data: z.array(apiKeySchema) });
/** A list of API keys. */
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
