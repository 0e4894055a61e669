/**
 * One HTTP exchange with Daraja and how its answer reads (docs/payments.md#providers), shared by
 * the OAuth token source and the API client: Node's global `fetch` with a timeout and no redirects,
 * Daraja's error body `{ requestId, errorCode, errorMessage }` (every page's "Error Codes", e.g.
 * https://developer.safaricom.co.ke/apis/MpesaExpressSimulate) and answers checked with zod.
 * Nothing here puts a header or a request body into an error.
 * @module
 */
import { z } from 'zod';
import { DarajaError } from './daraja-error';
import { darajaErrorBodySchema } from './daraja-schemas';

/** An answer as it arrived: the HTTP status and the body's text. */
export interface DarajaAnswer {
  status: number;
  text: string;
}

/** Daraja's `errorCode` and `errorMessage` from an error body, if it has them. */
export function errorBodyOf(text: string): { errorCode: string; errorMessage: string } | null {
  try {
    const parsed = darajaErrorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Sends one request and reads the whole answer. Throws {@link DarajaError} `unavailable` when no
 * answer arrives within `timeoutMs` or Daraja cannot be reached, saying only which.
 */
export async function exchange(
  url: string,
  init: { method: 'GET' | 'POST'; authorization: string; body?: object },
  timeoutMs: number,
): Promise<DarajaAnswer> {
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: {
        authorization: init.authorization,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      // Credentials go to Daraja's origin only, never along a redirect.
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new DarajaError('unavailable', `Daraja did not answer within ${timeoutMs} ms`, null);
    }
    const cause = error instanceof Error ? error.cause : undefined;
    const code = cause instanceof Error && 'code' in cause ? ` (${String(cause.code)})` : '';
    throw new DarajaError('unavailable', `Could not reach Daraja${code}`, null);
  }
}

/**
 * The error a non-2xx answer to `what` (e.g. `POST /mpesa/stkpush/v1/processrequest`) means: a 4xx
 * is `rejected` with Daraja's `errorMessage`, anything else `unavailable` with its status and
 * message (Daraja answers both outages and some refusals with a 500, so a 5xx may have happened).
 */
export function failureOf(answer: DarajaAnswer, what: string): DarajaError {
  const { status } = answer;
  const body = errorBodyOf(answer.text);
  if (status >= 400 && status < 500) {
    const reason = body?.errorMessage || `Daraja refused ${what} (HTTP ${status})`;
    return new DarajaError('rejected', reason, status, body?.errorCode ?? null);
  }
  const detail = body?.errorMessage ? `: ${body.errorMessage}` : '';
  return new DarajaError(
    'unavailable',
    `Daraja answered ${what} with HTTP ${status}${detail}`,
    status,
    body?.errorCode ?? null,
  );
}

/**
 * A 2xx answer's body read with `schema`. Throws {@link DarajaError} `invalid_response` when it is
 * not JSON or not the documented shape (the problem is named, the body is not quoted).
 */
export function readAnswer<T extends z.ZodType>(answer: DarajaAnswer, schema: T, what: string): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new DarajaError('invalid_response', `Daraja's answer to ${what} is not JSON`, answer.status);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problem = z.prettifyError(parsed.error);
    throw new DarajaError('invalid_response', `Daraja's answer to ${what}: ${problem}`, answer.status);
  }
  return parsed.data;
}
