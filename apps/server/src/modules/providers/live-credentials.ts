/**
 * The platform's live provider credentials (docs/providers.md#configuration), read from the
 * validated configuration only: `config.ts` has already refused a malformed key or a key without
 * its callback hash at start-up. The values go to the provider adapters and nowhere else — never to
 * a log line or a browser.
 * @module
 */
import type { Config } from '../../config';

/** What the Flutterwave adapter needs: the API's origin, the secret key, the callback hash, a timeout in ms. */
export interface FlutterwaveCredentials {
  baseUrl: string;
  secretKey: string;
  secretHash: string;
  timeoutMs: number;
}

/** Flutterwave's credentials when the platform has them, else null. */
export function flutterwaveCredentials(config: Config): FlutterwaveCredentials | null {
  if (!config.FLUTTERWAVE_SECRET_KEY || !config.FLUTTERWAVE_SECRET_HASH) return null;
  return {
    baseUrl: config.FLUTTERWAVE_BASE_URL,
    secretKey: config.FLUTTERWAVE_SECRET_KEY,
    secretHash: config.FLUTTERWAVE_SECRET_HASH,
    timeoutMs: config.FLUTTERWAVE_TIMEOUT_MS,
  };
}

/** Whether live mode can be used: a live provider is configured. */
export function hasLiveCredentials(config: Config): boolean {
  return flutterwaveCredentials(config) !== null;
}
