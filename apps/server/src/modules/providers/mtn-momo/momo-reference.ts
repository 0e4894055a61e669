/**
 * MoMo's key of a request, derived from Malipo's (docs/payments.md#providers). Every request-to-pay
 * and transfer is created under an `X-Reference-Id` the caller chooses, which must be a UUID
 * version 4 and unique (https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-POST,
 * https://momodeveloper.mtn.com/api-documentation/common-error: a reused one answers 409
 * `RESOURCE_ALREADY_EXIST`), and under which the request is looked up afterwards. Malipo's
 * references (payment, payout and refund ids) are not UUIDs, so the UUID is computed from them:
 * the same reference always gives the same UUID, which makes a retried call a repeat MoMo refuses
 * rather than a second charge, and lets a lookup find the request with nothing stored.
 * @module
 */
import { createHash } from 'node:crypto';

/**
 * Keeps Malipo's UUIDs apart from any other system hashing the same text. Changing it would lose
 * every request made under the old UUIDs, so it never changes.
 */
const NAMESPACE = 'malipo:mtn_momo:x-reference-id:';

/**
 * The `X-Reference-Id` of Malipo's `reference`: the first 128 bits of SHA-256 over the namespace
 * and the reference, with the version (4) and variant (RFC 9562) bits set, written as a lower case
 * UUID — a version 4 UUID whose random bits come from the hash, so MoMo's version check accepts
 * it. `pay_01J…` always gives the same UUID; two references collide only as two random UUIDs do.
 */
export function momoReferenceId(reference: string): string {
  const bytes = createHash('sha256')
    .update(NAMESPACE + reference, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes.writeUInt8(((bytes[6] ?? 0) & 0x0f) | 0x40, 6);
  bytes.writeUInt8(((bytes[8] ?? 0) & 0x3f) | 0x80, 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
