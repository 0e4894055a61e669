/**
 * How the MTN MoMo client reads an HTTP answer (docs/payments.md#providers): a body read with its
 * schema, or a {@link MomoError} of the right kind with MoMo's error code and words
 * (https://momodeveloper.mtn.com/api-documentation/common-error) and nothing of the request.
 * @module
 */
import { z } from 'zod';
import { MomoError } from './momo-error';
import { momoErrorBodySchema } from './momo-schemas';

/** An HTTP answer, read whole. */
export interface Answer {
  status: number;
  text: string;
}

/** MoMo's own code and words from an error body, if any. */
export function errorBodyOf(text: string): { code: string | null; words: string | null } {
  try {
    const parsed = momoErrorBodySchema.safeParse(JSON.parse(text));
    if (!parsed.success) return { code: null, words: null };
    const code = parsed.data.code ?? parsed.data.error ?? null;
    return { code, words: parsed.data.message ?? null };
  } catch {
    return { code: null, words: null };
  }
}

/** The error of an answer that is not what the call expects, by its status. */
export function errorOf({ status, text }: Answer): MomoError {
  const { code, words } = errorBodyOf(text);
  const detail = [code, words].filter(Boolean).join(': ');
  const suffix = detail ? ` (${detail})` : '';
  if (status === 401)
    return new MomoError('unauthorized', `MoMo refused the credentials${suffix}`, status, { code });
  if (status >= 400 && status < 500) {
    return new MomoError('rejected', `MoMo refused the request, HTTP ${status}${suffix}`, status, { code });
  }
  if (status >= 200 && status < 300) {
    return new MomoError('invalid_response', `MoMo answered HTTP ${status}, which was not expected`, status);
  }
  return new MomoError('unavailable', `MoMo answered HTTP ${status}${suffix}`, status, { code });
}

/** Why a request got no answer, without anything of the request itself. */
export function unreachable(error: unknown, timeoutMs: number): MomoError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new MomoError('unavailable', `MoMo did not answer within ${timeoutMs} ms`, null);
  }
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause ? ` (${String(cause.code)})` : '';
  return new MomoError('unavailable', `Could not reach MoMo${code}`, null);
}

/** The body of a 2xx answer read with `schema`, or `invalid_response`. */
export function read<T extends z.ZodType>(answer: Answer, schema: T, what: string): z.output<T> {
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new MomoError('invalid_response', `MoMo's answer to ${what} is not JSON`, answer.status);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problem = z.prettifyError(parsed.error);
  throw new MomoError('invalid_response', `MoMo's answer to ${what}: ${problem}`, answer.status);
}
