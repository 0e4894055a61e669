/**
 * Daraja's OAuth access token (docs/payments.md#providers,
 * https://developer.safaricom.co.ke/apis/Authorization): `GET /oauth/v1/generate?grant_type=
 * client_credentials` with Basic base64(consumer key:consumer secret) answers `access_token` and
 * `expires_in` seconds (3599). Every other call sends it as a Bearer token.
 *
 * The page says "each request invalidates the previous token", so a token is fetched once and
 * shared until it expires, and calls that need one while it is being fetched wait for that fetch
 * rather than starting another that would invalidate it.
 * @module
 */
import type { Clock } from '../../../lib/clock';
import { DarajaError } from './daraja-error';
import { exchange, failureOf, readAnswer } from './daraja-http';
import { tokenAnswerSchema } from './daraja-schemas';

/**
 * How long before Daraja's expiry a token stops being used, in ms (or half its life, if shorter),
 * so a call never starts with a token about to expire on the way.
 */
const EXPIRY_MARGIN_MS = 60_000;

const OAUTH_PATH = '/oauth/v1/generate?grant_type=client_credentials';

/** A source of access tokens: `get()` answers a valid one, `invalidate(token)` drops a refused one. */
export interface DarajaTokens {
  /** A token valid now, fetched when none is. Throws {@link DarajaError}. */
  get(): Promise<string>;
  /** Forgets `token` (Daraja refused it), unless a newer one already replaced it. */
  invalidate(token: string): void;
}

/**
 * Tokens for `consumerKey`/`consumerSecret` from `baseUrl`, expiring by `clock`. Fetching throws
 * {@link DarajaError}: `unauthorized` when Daraja refuses the key and secret (any 4xx, e.g.
 * `400.008.01` "Invalid authentication type passed"), otherwise as `daraja-http.ts` says.
 */
export function createDarajaTokens(options: {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  timeoutMs: number;
  clock: Clock;
}): DarajaTokens {
  const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`, 'utf8').toString('base64');
  const what = 'GET /oauth/v1/generate';
  let cached: { token: string; usableUntilMs: number } | null = null;
  let fetching: Promise<string> | null = null;

  const fetchToken = async (): Promise<string> => {
    const answer = await exchange(
      `${options.baseUrl}${OAUTH_PATH}`,
      { method: 'GET', authorization: `Basic ${basic}` },
      options.timeoutMs,
    );
    if (answer.status >= 400 && answer.status < 500) {
      throw new DarajaError('unauthorized', 'Daraja refused the consumer key and secret', answer.status);
    }
    if (answer.status < 200 || answer.status >= 300) throw failureOf(answer, what);
    const { access_token: token, expires_in: expiresInSeconds } = readAnswer(answer, tokenAnswerSchema, what);
    const lifetimeMs = expiresInSeconds * 1000;
    const usableUntilMs =
      options.clock.now().getTime() + lifetimeMs - Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 2);
    cached = { token, usableUntilMs };
    return token;
  };

  return {
    async get() {
      if (cached && options.clock.now().getTime() < cached.usableUntilMs) return cached.token;
      fetching ??= fetchToken().finally(() => {
        fetching = null;
      });
      return fetching;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
