/**
 * Secret API keys: what the dashboard's Developers section sends and shows. The full
 * key (`sk_test_…`) appears once, in the answer to its creation; afterwards only its masked form.
 * @module
 */
import { z } from 'zod';

/** Every secret key starts with this (test mode: the sandbox provider). */
export const SECRET_KEY_PREFIX = 'sk_test_';

/** `sk_test_…abcd`: how a key is shown once created, from its last 4 characters. */
export function maskSecretKey(last4: string): string {
  return `${SECRET_KEY_PREFIX}…${last4}`;
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
  /** `sk_test_…abcd`. */
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
