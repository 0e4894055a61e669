/**
 * `/v1/invoices` (docs/api.md#invoices, docs/invoices.md): the dashboard's invoice shapes (contracts
 * `invoices.ts`) as the public API publishes them, with cursor-paginated lists. Amounts in minor units.
 * @module
 */
import type { z } from 'zod';
import { createInvoiceInputSchema, invoiceSchema, invoiceStatusFilterSchema } from '../invoices';
import { listQuerySchema, listResponseSchema } from './pagination';

/** Body of `POST /v1/invoices`: a draft for an existing customer or a new one. */
export const apiCreateInvoiceInputSchema = createInvoiceInputSchema.meta({ id: 'CreateInvoiceRequest' });

/** An invoice. */
export const apiInvoiceSchema = invoiceSchema.meta({ id: 'Invoice' });

/** Query of `GET /v1/invoices`: the page, and optionally a status (or `overdue`). */
export const invoiceListQuerySchema = listQuerySchema.extend({
  status: invoiceStatusFilterSchema.optional(),
});

/** Body of `GET /v1/invoices`: newest first. */
export const apiInvoiceListSchema = listResponseSchema(apiInvoiceSchema).meta({ id: 'InvoiceList' });
/** A page of invoices. */
export type ApiInvoiceList = z.infer<typeof apiInvoiceListSchema>;
