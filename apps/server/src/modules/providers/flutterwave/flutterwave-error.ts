/**
 * The error every Flutterwave call throws (docs/payments.md#providers): what kind of failure it was
 * and whether the request may have taken effect at Flutterwave. Never carries the secret key,
 * request bodies or headers.
 * @module
 */

/**
 * `unauthorized`: 401, the secret key was refused. `rejected`: another 4xx, Flutterwave refused the
 * request (its message says why) and nothing happened. `unavailable`: a 5xx, a network failure or
 * no answer within the timeout. `invalid_response`: a 2xx whose body is not what the
 * documentation describes (for instance an amount with more decimals than its currency has).
 */
export type FlutterwaveErrorKind = 'unauthorized' | 'rejected' | 'unavailable' | 'invalid_response';

/** A failed Flutterwave call. `httpStatus` is null when no answer arrived. */
export class FlutterwaveError extends Error {
  override readonly name = 'FlutterwaveError';
  readonly kind: FlutterwaveErrorKind;
  readonly httpStatus: number | null;
  /** True when the request may have taken effect at Flutterwave (`unavailable`, `invalid_response`). */
  readonly mayHaveHappened: boolean;

  constructor(kind: FlutterwaveErrorKind, message: string, httpStatus: number | null) {
    super(message);
    this.kind = kind;
    this.httpStatus = httpStatus;
    this.mayHaveHappened = kind === 'unavailable' || kind === 'invalid_response';
  }
}
