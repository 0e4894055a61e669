/**
 * The Malipo client: `new Malipo({ apiKey })` and its resources, one per `/v1` area.
 * @module
 */
import { createHttpClient } from './http-client';
import { DEFAULT_MAX_RETRIES } from './retry-policy';
import { createAuthResource, type AuthResource } from './resources/auth';
import { createBalanceResource, type BalanceResource } from './resources/balance';
import { createPaymentLinksResource, type PaymentLinksResource } from './resources/payment-links';
import { createInvoicesResource, type InvoicesResource } from './resources/invoices';
import { createRefundsResource, type RefundsResource } from './resources/refunds';
import { createTransactionsResource, type TransactionsResource } from './resources/transactions';
import { webhooks } from './webhooks';

/** Where the API is when `baseUrl` is not given: a Malipo server started with `npm start`. */
export const DEFAULT_BASE_URL = 'http://localhost:3000';
/** Time limit of one attempt when `timeoutMs` is not given, in ms. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Options of {@link Malipo}. */
export interface MalipoOptions {
  /**
   * Secret key (`sk_test_…`, from the dashboard's Developers section) or an access token from
   * `auth.login`. Only `auth.login` and `webhooks` work without one.
   */
  apiKey?: string;
  /** Origin of the API, without `/v1`; default {@link DEFAULT_BASE_URL}. */
  baseUrl?: string;
  /** The `fetch` to use; default the global one. */
  fetch?: typeof globalThis.fetch;
  /** Retries after the first attempt of a call (network error, 409 key in use, 429, 5xx); default 2. */
  maxRetries?: number;
  /** Time limit of one attempt, in ms; default {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/**
 * A client of Malipo's `/v1` API. Methods resolve with the objects the contracts
 * (`@malipo/contracts/v1/*`) describe, amounts in minor units, and reject with the classes of
 * `@malipo/sdk/errors`. Throws `RangeError` for a negative or fractional `maxRetries` or a
 * `timeoutMs` that is not positive.
 */
export class Malipo {
  /** `POST /v1/auth/login`. */
  readonly auth: AuthResource;
  /** `/v1/payment-links`. */
  readonly paymentLinks: PaymentLinksResource;
  /** `/v1/transactions`. */
  readonly transactions: TransactionsResource;
  /** `/v1/refunds`. */
  readonly refunds: RefundsResource;
  /** `GET /v1/accounts/balance`. */
  readonly balance: BalanceResource;
  /** `/v1/invoices`. */
  readonly invoices: InvoicesResource;
  /** Webhook signature verification (Standard Webhooks). */
  readonly webhooks = webhooks;

  constructor(options: MalipoOptions = {}) {
    const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (!Number.isInteger(maxRetries) || maxRetries < 0)
      throw new RangeError('maxRetries must be an integer ≥ 0');
    if (!(timeoutMs > 0)) throw new RangeError('timeoutMs must be positive');
    const http = createHttpClient({
      apiKey: options.apiKey,
      baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      maxRetries,
      timeoutMs,
    });
    this.auth = createAuthResource(http);
    this.paymentLinks = createPaymentLinksResource(http);
    this.transactions = createTransactionsResource(http);
    this.refunds = createRefundsResource(http);
    this.balance = createBalanceResource(http);
    this.invoices = createInvoicesResource(http);
  }
}
