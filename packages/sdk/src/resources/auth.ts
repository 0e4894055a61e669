/**
 * `POST /v1/auth/login`: a merchant's email and password exchanged for an access token valid one
 * hour, usable as `apiKey` instead of a secret key.
 * @module
 */
import type { z } from 'zod';
import { accessTokenSchema, type apiLoginInputSchema } from '@malipo/contracts/v1/auth';
import type { HttpClient } from '../http-client';

/** `{ object: 'access_token', token, tokenType: 'Bearer', expiresAt }` (ISO 8601). */
export type AccessToken = z.output<typeof accessTokenSchema>;
/** Parameters of {@link AuthResource.login}. */
export type LoginParams = z.input<typeof apiLoginInputSchema>;

/** Creates the auth resource over `http`. */
export function createAuthResource(http: HttpClient) {
  return {
    /**
     * Logs in; use the answer as `new Malipo({ apiKey: token.token })`. Throws
     * `MalipoAuthenticationError` (`invalid_credentials`) for a wrong email or password.
     */
    login: (params: LoginParams) =>
      http.request({ method: 'POST', path: '/v1/auth/login', body: params }, accessTokenSchema),
  };
}

/** The auth resource (`malipo.auth`). */
export type AuthResource = ReturnType<typeof createAuthResource>;
