/**
 * The one application error (docs/conventions.md#errors): a closed set of snake_case codes, each mapped
 * to an HTTP status; the error handler renders `{ error: { code, message, fields? } }`.
 * @module
 */
import type { ErrorCode } from '@malipo/contracts/errors';

/**
 * HTTP status of each error code: the table of docs/conventions.md#errors, and the one
 * docs/testing.md#error-bodies lists for clients.
 */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_credentials: 401,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  link_unavailable: 409,
  item_out_of_stock: 422,
  price_mismatch: 422,
  idempotency_key_missing: 400,
  idempotency_key_in_use: 409,
  idempotency_key_reused: 422,
  invalid_state: 409,
  insufficient_funds: 422,
  recipient_not_found: 422,
  fx_rate_unavailable: 422,
  live_mode_unavailable: 409,
  method_unavailable: 422,
  payload_too_large: 413,
  rate_limited: 429,
  two_factor_setup_required: 403,
  second_factor_required: 403,
  internal: 500,
};

/**
 * An expected failure: a `code` from {@link ERROR_STATUS}, a `message` a person can read (it reaches
 * the client, so it never carries internals) and, for `validation_failed`, one message per dotted
 * field path in `fields` (`{ 'paymentMethod.phone': '…' }`). Anything thrown that is not an
 * `AppError` is a programming error and answers 500 `internal` (docs/conventions.md#errors).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  /** HTTP status for this error's code. */
  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}
