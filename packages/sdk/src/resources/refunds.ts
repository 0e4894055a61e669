/**
 * `/v1/refunds`: give back part or all of a succeeded transaction. Amounts in minor units of the
 * transaction's currency.
 * @module
 */
import type { z } from 'zod';
import { apiRefundSchema } from '@malipo/contracts/v1/refunds';
import type { CreateRefundRequest } from '@malipo/contracts/refunds';
import type { HttpClient, RequestOptions } from '../http-client';

/** A refund (`re_…`): `pending → succeeded | failed`. */
export type Refund = z.output<typeof apiRefundSchema>;
/** Parameters of {@link RefundsResource.create}: `paymentId`, optional `amountMinor` (default: all still refundable) and `reason`. */
export type CreateRefundParams = CreateRefundRequest;

const COLLECTION = '/v1/refunds';

/** Creates the refunds resource over `http`. Every method throws the `errors.ts` classes. */
export function createRefundsResource(http: HttpClient) {
  return {
    /**
     * Refunds a transaction. Card refunds settle at once; mobile money ones start `pending`. Sent
     * with an `Idempotency-Key` reused on retries, so it never refunds twice.
     */
    create: (params: CreateRefundParams, options: RequestOptions = {}) =>
      http.request(
        { method: 'POST', path: COLLECTION, body: params, idempotencyKey: options.idempotencyKey },
        apiRefundSchema,
      ),
    /** The refund `id`. Throws `MalipoNotFoundError` for an unknown (or another merchant's) id. */
    retrieve: (id: string) =>
      http.request({ method: 'GET', path: `${COLLECTION}/${encodeURIComponent(id)}` }, apiRefundSchema),
  };
}

/** The refunds resource (`malipo.refunds`). */
export type RefundsResource = ReturnType<typeof createRefundsResource>;
