/**
 * The SDK's one way to call the API: JSON over `fetch` with bearer authentication, a time limit per
 * attempt, an `Idempotency-Key` on every POST (a fresh UUID unless given, REUSED on each retry so
 * the server replays instead of acting twice — Stripe's idempotency semantics), retries per
 * `retry-policy.ts`, error answers turned into `errors.ts` classes and success bodies parsed with
 * the contract's zod schema so a server that drifts from `@malipo/contracts` is caught.
 * @module
 */
import { errorBodySchema } from '@malipo/contracts/errors';
import { z } from 'zod';
import {
  apiErrorFor,
  MalipoConnectionError,
  MalipoInvalidResponseError,
  type MalipoApiError,
} from './errors';
import { isRetryableAnswer, parseRetryAfterMs, retryDelayMs } from './retry-policy';

/** How the client reaches the API. */
export interface HttpClientOptions {
  /** Secret key (`sk_test_…`) or access token sent as `Authorization: Bearer …`; none for login. */
  apiKey: string | undefined;
  /** Origin (and optional path prefix) of the API, without `/v1`. */
  baseUrl: string;
  /** Sends one HTTP request (the global `fetch`, or the caller's). */
  fetch: typeof globalThis.fetch;
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Time limit of one attempt, answer body included, in ms. */
  timeoutMs: number;
}

/** Per-call options of a POST. */
export interface RequestOptions {
  /**
   * The `Idempotency-Key` (1–255 visible ASCII characters). Default: a new UUID per call. Pass your
   * own (e.g. your order id) to make a call safe to repeat across process restarts; keys live 24 h.
   */
  idempotencyKey?: string;
}

/** One API call. `query` values that are `undefined` are left out. */
export interface ApiRequest extends RequestOptions {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under `baseUrl`, starting with `/v1/`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** An answer as received. */
interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One attempt's outcome; `retryAfterMs` is the answer's `Retry-After`, if any. */
type Attempt =
  | { ok: true; answer: Answer }
  | { ok: false; error: MalipoConnectionError | MalipoApiError; retryAfterMs: number | null };

const REQUEST_ID_HEADER = 'request-id';

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorOf(answer: Answer): MalipoApiError {
  const requestId = answer.headers.get(REQUEST_ID_HEADER);
  const parsed = errorBodySchema.safeParse(answer.body);
  if (parsed.success) return apiErrorFor({ ...parsed.data.error, status: answer.status, requestId });
  const code = answer.status >= 500 ? 'internal' : 'invalid_response';
  return apiErrorFor({ code, message: `HTTP ${answer.status}`, status: answer.status, requestId });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Creates the client; see the module comment for what each call does. */
export function createHttpClient(options: HttpClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  const urlOf = (request: ApiRequest): string => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) query.set(name, String(value));
    }
    const search = query.size > 0 ? `?${query}` : '';
    return `${baseUrl}${request.path}${search}`;
  };

  const headersOf = (request: ApiRequest, idempotencyKey: string | undefined): Record<string, string> => ({
    accept: 'application/json',
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  });

  const attempt = async (request: ApiRequest, idempotencyKey: string | undefined): Promise<Attempt> => {
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await options.fetch(urlOf(request), {
        method: request.method,
        headers: headersOf(request, idempotencyKey),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      });
      const answer = {
        status: response.status,
        headers: response.headers,
        body: parseJson(await response.text()),
      };
      if (response.ok) return { ok: true, answer };
      const retryAfterMs = parseRetryAfterMs(response.headers.get('retry-after'), Date.now());
      return { ok: false, error: errorOf(answer), retryAfterMs };
    } catch (cause) {
      const error = signal.aborted
        ? new MalipoConnectionError('timeout', `No answer within ${options.timeoutMs} ms`, { cause })
        : new MalipoConnectionError('connection_failed', 'Could not reach the Malipo API', { cause });
      return { ok: false, error, retryAfterMs: null };
    }
  };

  const isRetryable = (error: MalipoConnectionError | MalipoApiError): boolean =>
    error instanceof MalipoConnectionError || isRetryableAnswer(error.status, error.code);

  /**
   * Sends `request`, retrying as `retry-policy.ts` says with one idempotency key for all attempts.
   * Resolves with the 2xx answer; throws the last attempt's {@link MalipoConnectionError} or
   * {@link MalipoApiError} subclass.
   */
  const send = async (request: ApiRequest): Promise<Answer> => {
    const idempotencyKey =
      request.method === 'POST' ? (request.idempotencyKey ?? crypto.randomUUID()) : undefined;
    for (let retry = 0; ; retry += 1) {
      const outcome = await attempt(request, idempotencyKey);
      if (outcome.ok) return outcome.answer;
      if (retry >= options.maxRetries || !isRetryable(outcome.error)) throw outcome.error;
      await delay(retryDelayMs({ retry, retryAfterMs: outcome.retryAfterMs, random: Math.random() }));
    }
  };

  /**
   * Sends `request` and parses the answer's body with `schema`. Throws as {@link send}, and
   * {@link MalipoInvalidResponseError} when the body does not match `schema`.
   */
  const request = async <S extends z.ZodType>(apiRequest: ApiRequest, schema: S): Promise<z.output<S>> => {
    const answer = await send(apiRequest);
    const parsed = schema.safeParse(answer.body);
    if (parsed.success) return parsed.data;
    throw new MalipoInvalidResponseError({
      message: `Unexpected answer to ${apiRequest.method} ${apiRequest.path}: ${z.prettifyError(parsed.error)}`,
      status: answer.status,
      requestId: answer.headers.get(REQUEST_ID_HEADER),
      cause: parsed.error,
    });
  };

  return { send, request };
}

/** The HTTP client resources call. */
export type HttpClient = ReturnType<typeof createHttpClient>;
