/**
 * `POST /v1/auth/login` (docs/product.md#api-calls): a merchant's email and password exchanged for a short-lived
 * access token, sent as `Authorization: Bearer …` like a secret key.
 * @module
 */
import { z } from 'zod';
import { modeSchema } from '../modes';
import { loginInputSchema } from '../auth';

/** How long an access token from `POST /v1/auth/login` is accepted, in ms (1 hour). */
export const ACCESS_TOKEN_TTL_MS = 3600 * 1000;

/** Body of `POST /v1/auth/login`. */
export const apiLoginInputSchema = loginInputSchema
  .extend({
    /** The mode the token acts in (docs/providers.md#modes); test unless `live` is asked for. */
    mode: modeSchema.default('test'),
  })
  .meta({ id: 'LoginRequest' });

/** Answer of `POST /v1/auth/login`. `expiresAt` is ISO 8601. */
export const accessTokenSchema = z
  .object({
    object: z.literal('access_token'),
    token: z.string(),
    tokenType: z.literal('Bearer'),
    expiresAt: z.string(),
  })
  .meta({ id: 'AccessToken' });
/** An access token. */
export type AccessToken = z.infer<typeof accessTokenSchema>;
