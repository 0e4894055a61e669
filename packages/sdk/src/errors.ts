/**
 * The errors the SDK throws, one hierarchy under {@link MalipoError} (modelled on Stripe's SDK):
 * API answers become a {@link MalipoApiError} subclass chosen by HTTP status and the API's stable
 * `code` (`{ error: { code, message, fields? } }`, contracts `errors.ts`); failures before an answer
 * are {@link MalipoConnectionError}; an answer that breaks the `/v1` contract is
 * {@link MalipoInvalidResponseError}; a webhook that fails verification is a
 * {@link MalipoWebhookVerificationError}.
 * @module
 */
import type { ErrorCode } from '@malipo/contracts/errors';

/** Codes of failures the SDK detects itself, beside the API's {@link ErrorCode}s. */
export type SdkErrorCode =
  | 'connection_failed'
  | 'timeout'
  | 'invalid_response'
  | 'webhook_signature_invalid'
  | 'webhook_timestamp_stale';

/**
 * A stable error code: one of the API's {@link ErrorCode}s, one of the {@link SdkErrorCode}s, or
 * (from a newer server) a code this SDK does not know yet.
 */
export type MalipoErrorCode = ErrorCode | SdkErrorCode | (string & {});

/** Base of every error the SDK throws. Branch on `code`, never on `message`. */
export class MalipoError extends Error {
  /** The stable code. */
  readonly code: MalipoErrorCode;

  constructor(code: MalipoErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** What an error answer of the API carried. */
export interface ApiErrorDetails {
  code: MalipoErrorCode;
  message: string;
  /** HTTP status of the answer. */
  status: number;
  /** Dotted field path → what is wrong with it (on `validation_failed`), else empty. */
  fields?: Record<string, string>;
  /** The answer's `Request-Id` header (`req_…`): quote it to Malipo support. */
  requestId: string | null;
}

/** The API answered with an error. Carries its HTTP `status`, field messages and `requestId`. */
export class MalipoApiError extends MalipoError {
  /** HTTP status of the answer. */
  readonly status: number;
  /** Dotted field path → message, e.g. `{ amountMinor: 'Amount must be greater than 0' }`; empty when none. */
  readonly fields: Readonly<Record<string, string>>;
  /** The `Request-Id` of the answer, or null when the server sent none. */
  readonly requestId: string | null;

  constructor(details: ApiErrorDetails) {
    super(details.code, details.message);
    this.status = details.status;
    this.fields = details.fields ?? {};
    this.requestId = details.requestId;
  }
}

/** 400/413/422 other than idempotency: the request is wrong; retrying it unchanged fails again. */
export class MalipoInvalidRequestError extends MalipoApiError {}
/** 401: missing, revoked or expired API key or access token, or wrong login credentials. */
export class MalipoAuthenticationError extends MalipoApiError {}
/** 403: the credential may not do this. */
export class MalipoPermissionError extends MalipoApiError {}
/** 404: no such object for this merchant (another merchant's ids are not found either). */
export class MalipoNotFoundError extends MalipoApiError {}
/** 409 other than idempotency: the object's state forbids the request (e.g. `invalid_state`). */
export class MalipoConflictError extends MalipoApiError {}
/**
 * An `Idempotency-Key` problem (Stripe's semantics): `idempotency_key_in_use` (409, still after the
 * retries), `idempotency_key_reused` (422, the key was used with a different request) or
 * `idempotency_key_missing` (400).
 */
export class MalipoIdempotencyError extends MalipoApiError {}
/** 429: too many requests, still after the retries. */
export class MalipoRateLimitError extends MalipoApiError {}
/** 5xx: Malipo failed, still after the retries. */
export class MalipoServerError extends MalipoApiError {}

/** No answer: the network failed (`connection_failed`) or the request exceeded `timeoutMs` (`timeout`). */
export class MalipoConnectionError extends MalipoError {}

/**
 * An API answer or a verified webhook event does not match the contract (`invalid_response`): the
 * server and this SDK disagree. The message says where; `cause` is the zod error.
 */
export class MalipoInvalidResponseError extends MalipoError {
  /** HTTP status of the answer; null for a webhook event. */
  readonly status: number | null;
  /** The answer's `Request-Id`; null when none (and for a webhook event). */
  readonly requestId: string | null;

  constructor(input: { message: string; status: number | null; requestId: string | null; cause?: unknown }) {
    super('invalid_response', input.message, { cause: input.cause });
    this.status = input.status;
    this.requestId = input.requestId;
  }
}

/**
 * A webhook failed verification (Standard Webhooks): `webhook_signature_invalid` (missing headers,
 * wrong secret, tampered body) or `webhook_timestamp_stale` (more than 5 minutes from now). Answer
 * the delivery with a 400 and do not act on it.
 */
export class MalipoWebhookVerificationError extends MalipoError {}

const IDEMPOTENCY_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'idempotency_key_missing',
  'idempotency_key_in_use',
  'idempotency_key_reused',
]);

/** The {@link MalipoApiError} subclass for an error answer, by `code` first, then HTTP status. */
export function apiErrorFor(details: ApiErrorDetails): MalipoApiError {
  if (IDEMPOTENCY_CODES.has(details.code)) return new MalipoIdempotencyError(details);
  const { status } = details;
  if (status === 401) return new MalipoAuthenticationError(details);
  if (status === 403) return new MalipoPermissionError(details);
  if (status === 404) return new MalipoNotFoundError(details);
  if (status === 409) return new MalipoConflictError(details);
  if (status === 429) return new MalipoRateLimitError(details);
  if (status >= 500) return new MalipoServerError(details);
  return new MalipoInvalidRequestError(details);
}
