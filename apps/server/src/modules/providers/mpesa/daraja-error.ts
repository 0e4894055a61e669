/**
 * The error every Safaricom Daraja call throws (docs/payments.md#providers): what kind of failure it
 * was and whether the request may have taken effect at M-Pesa. Never carries the consumer key or
 * secret, the passkey, an STK password, an access token, the B2C security credential, a request
 * body or headers — only the HTTP status and Daraja's own `errorCode` and `errorMessage`, which
 * every Daraja page lists under "Error Codes" (e.g.
 * https://developer.safaricom.co.ke/apis/MpesaExpressSimulate).
 * @module
 */

/**
 * `unauthorized`: Daraja refused the consumer key and secret, or a fresh access token
 * (`404.001.03`). `rejected`: a 4xx, Daraja refused the request (its message says why) and nothing
 * happened. `unavailable`: a 5xx, a network failure or no answer within the timeout — Daraja also
 * answers some refusals with a 500 (`500.001.1001`), so a 5xx is never taken for one.
 * `invalid_response`: a 2xx whose body is not what the documentation describes. `duplicate`: a B2C
 * request under an `OriginatorConversationID` Daraja already has (`Duplicate
 * OriginatorConversationID.`, https://developer.safaricom.co.ke/apis/BusinessToCustomer): this
 * request did nothing, the first one stands.
 */
export type DarajaErrorKind = 'unauthorized' | 'rejected' | 'unavailable' | 'invalid_response' | 'duplicate';

/** A failed Daraja call. `httpStatus` is null when no answer arrived; `errorCode` is Daraja's, if any. */
export class DarajaError extends Error {
  override readonly name = 'DarajaError';
  readonly kind: DarajaErrorKind;
  readonly httpStatus: number | null;
  /** Daraja's `errorCode`, e.g. `400.002.02`, or null when the answer carried none. */
  readonly errorCode: string | null;
  /**
   * True when the request may have taken effect at M-Pesa (`unavailable`, `invalid_response`), or
   * when an earlier request under the same reference did (`duplicate`): look it up, never repeat it
   * blindly.
   */
  readonly mayHaveHappened: boolean;

  constructor(
    kind: DarajaErrorKind,
    message: string,
    httpStatus: number | null,
    errorCode: string | null = null,
  ) {
    super(message);
    this.kind = kind;
    this.httpStatus = httpStatus;
    this.errorCode = errorCode;
    this.mayHaveHappened = kind === 'unavailable' || kind === 'invalid_response' || kind === 'duplicate';
  }
}
