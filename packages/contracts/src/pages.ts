/**
 * Keyset pagination shared by the dashboard's lists (history, customers, invoices, the audit log, a
 * plan's subscribers): a query sends the opaque `cursor` of the previous page and a `limit`; a page
 * answers its rows newest first and the `nextCursor` (null on the last page).
 * @module
 */
import { z } from 'zod';

/** The `cursor` and `limit` (1 to `maxLimit`, default `defaultLimit`) fields of a page query. */
export function cursorPageQueryFields(maxLimit: number, defaultLimit = 20) {
  return {
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  };
}

/** The `data` (rows of `row`) and `nextCursor` fields of a page's body. */
export function cursorPageFields<Row extends z.ZodType>(row: Row) {
  return { data: z.array(row), nextCursor: z.string().nullable() };
}
