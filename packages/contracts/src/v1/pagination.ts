/**
 * Cursor pagination of the public API's lists, as Stripe does it: newest first, `limit`
 * items a page, `startingAfter` the last id of the previous page; `hasMore` says whether to ask again.
 * @module
 */
import { z } from 'zod';

/** Largest page size. */
export const MAX_PAGE_LIMIT = 100;
/** Page size when `limit` is absent. */
export const DEFAULT_PAGE_LIMIT = 20;

/** The pagination part of a list query. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  /** Id of the last item of the previous page. */
  startingAfter: z.string().min(1).max(64).optional(),
});

/** A page of `item`s: `{ object: 'list', data, hasMore }`. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ object: z.literal('list'), data: z.array(item), hasMore: z.boolean() });
}
