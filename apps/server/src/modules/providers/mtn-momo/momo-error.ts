/**
 * The error every MTN MoMo call throws (docs/payments.md#providers): what kind of failure it was,
 * MoMo's own error code when it gave one, and whether the request may have taken effect at MoMo.
 * Never carries the API key, the subscription keys, an access token, request bodies or headers.
 * @module
 */

/**
 * `unauthorized`: 401, the API user and key, the subscription key or the access token were refused
 * (after one fresh token). `rejected`: another 4xx, MoMo refused the request and nothing happened
 * (https://momodeveloper.mtn.com/api-documentation/common-error). `unavailable`: a 5xx, a network
 * failure or no answer within the timeout. `invalid_response`: a 2xx whose body is not what the
 * documentation describes (for instance an amount with more decimals than its currency has).
 */
export type MomoErrorKind = 'unauthorized' | 'rejected' | 'unavailable' | 'invalid_response';

/** A failed MoMo call. `httpStatus` is null when no answer arrived. */
export class MomoError extends Error {
  override readonly name = 'MomoError';
  readonly kind: MomoErrorKind;
  readonly httpStatus: number | null;
  /** MoMo's error code from the body (`INVALID_CURRENCY`, `NOT_ALLOWED`, …), when it sent one. */
  readonly code: string | null;
  /**
   * True when the request may have taken effect at MoMo: `unavailable` and `invalid_response`,
   * unless the failure came before the request was sent (getting the access token), which the
   * client says with `options.mayHaveHappened: false`.
   */
  readonly mayHaveHappened: boolean;

  constructor(
    kind: MomoErrorKind,
    message: string,
    httpStatus: number | null,
    options: { code?: string | null; mayHaveHappened?: boolean } = {},
  ) {
    super(message);
    this.kind = kind;
    this.httpStatus = httpStatus;
    this.code = options.code ?? null;
    this.mayHaveHappened = options.mayHaveHappened ?? (kind === 'unavailable' || kind === 'invalid_response');
  }
}
