/**
 * `/v1/payment-links` (docs/product.md#api-calls): the dashboard's payment link shapes (contracts `payment-links.ts`)
 * as the public API publishes them, with cursor-paginated lists. Amounts in minor units.
 * @module
 */
import type { z } from 'zod';
import {
  createPaymentLinkInputSchema,
  paymentLinkSchema,
  updatePaymentLinkStatusSchema,
} from '../payment-links';
import { listQuerySchema, listResponseSchema } from './pagination';

/** Body of `POST /v1/payment-links`. */
export const apiCreatePaymentLinkInputSchema = createPaymentLinkInputSchema.meta({
  id: 'CreatePaymentLinkRequest',
});

/** Body of `PATCH /v1/payment-links/{id}`: pause or activate. */
export const apiUpdatePaymentLinkInputSchema = updatePaymentLinkStatusSchema.meta({
  id: 'UpdatePaymentLinkRequest',
});

/** A payment link; `path` is its payer page (`/pay/{id}`). */
export const apiPaymentLinkSchema = paymentLinkSchema.meta({ id: 'PaymentLink' });

/** Query of `GET /v1/payment-links`. */
export const paymentLinkListQuerySchema = listQuerySchema;

/** Body of `GET /v1/payment-links`: newest first. */
export const apiPaymentLinkListSchema = listResponseSchema(apiPaymentLinkSchema).meta({
  id: 'PaymentLinkList',
});
/** A page of payment links. */
export type ApiPaymentLinkList = z.infer<typeof apiPaymentLinkListSchema>;
