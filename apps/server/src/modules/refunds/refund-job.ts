/**
 * The payload of a `refund.process` job: `{ refundId, idempotency?: { scope, key } }`, the key
 * present for a card refund so that the job, completing a refund whose answer was lost, stores the
 * response the request under that key never got to store (docs/payments.md#idempotency).
 * @module
 */
import { z } from 'zod';
import type { RefundKeyRef } from './refund-settlement';

const idempotencyPayloadSchema = z.object({ scope: z.string(), key: z.string() });

/** The idempotency key carried by a `refund.process` job's payload, or null when it has none. */
export function refundJobIdempotency(payload: Record<string, unknown>): RefundKeyRef | null {
  const parsed = idempotencyPayloadSchema.safeParse(payload.idempotency);
  return parsed.success ? parsed.data : null;
}
