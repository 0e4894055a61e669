/**
 * The one fetch wrapper of the web app (dashboard and payer pages alike, so it stays tiny).
 * Same-origin cookies; every non-GET request carries `X-Requested-With: malipo` (the server's CSRF
 * check) and JSON bodies carry `Content-Type: application/json` (a `FormData` body is sent as
 * multipart, its boundary set by the browser). Failures become {@link ApiError}
 * with the server's `{ error: { code, message, fields? } }` (docs/testing.md); a request that never got an
 * answer becomes an `ApiError` with status 0 and code `network_error`. A 403
 * `second_factor_required` asks the installed {@link SecondFactorPrompt} for a code and, once the
 * session has proved one, sends the request once more exactly as before — the same headers, so the
 * same `Idempotency-Key` (docs/security.md#two-factor-sign-in).
 * @module
 */
import type { ErrorBody } from '@malipo/contracts/errors';

const NETWORK_MESSAGE = 'We could not reach Malipo. Check your connection and try again.';
const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** An API call that failed: HTTP status (0 when there was no response), error code, message and field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** True when the request never got an HTTP answer (offline, dropped connection, DNS). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Options of {@link apiRequest}. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialized as JSON, except `FormData`, which is sent as `multipart/form-data`. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Asks the person for a fresh second factor and proves it to the session; resolves true once
 * proved, false when they gave up.
 */
export type SecondFactorPrompt = () => Promise<boolean>;

let secondFactorPrompt: SecondFactorPrompt | null = null;

/** Installs what {@link apiRequest} asks on 403 `second_factor_required`; null removes it. */
export function setSecondFactorPrompt(prompt: SecondFactorPrompt | null): void {
  secondFactorPrompt = prompt;
}

/**
 * Calls the Malipo API at `path` (e.g. `/api/payment-links`) and resolves with the parsed JSON body
 * (`undefined` for 204). Rejects with {@link ApiError} on a non-2xx answer or a network failure;
 * rejects with the original `AbortError` when `signal` aborts. The caller states the body type `T`.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    const prompt = secondFactorPrompt;
    if (!(error instanceof ApiError) || error.code !== 'second_factor_required' || !prompt) throw error;
    if (!(await prompt())) throw error;
    return send<T>(path, options);
  }
}

/** One request of {@link apiRequest}, without the second-factor retry. */
async function send<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (method !== 'GET') headers['X-Requested-With'] = 'malipo';
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
  }

  const data = response.status === 204 ? undefined : await readJson(response);
  if (response.ok) return data as T;
  if (isErrorBody(data)) {
    const { code, message, fields } = data.error;
    const safeMessage = response.status >= 500 ? GENERIC_MESSAGE : message;
    throw new ApiError(response.status, code, safeMessage, fields);
  }
  throw new ApiError(response.status, response.status >= 500 ? 'internal' : 'unknown', GENERIC_MESSAGE);
}
