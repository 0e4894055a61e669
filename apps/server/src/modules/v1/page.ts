/**
 * Cursor pagination helpers of the public API (docs/api.md#pagination; contracts `v1/pagination.ts`).
 * @module
 */
import type { z } from 'zod';
import type { listQuerySchema } from '@malipo/contracts/v1/pagination';
import { AppError } from '../../lib/app-error';

/** The error for a `startingAfter` that names nothing in the list (400 `validation_failed`). */
export function invalidCursor(): AppError {
  return new AppError('validation_failed', 'Invalid cursor', { startingAfter: 'No such object' });
}

/**
 * The page of `items` (already newest first) after `query.startingAfter`, for lists the services
 * return whole. Throws {@link invalidCursor}.
 */
export function pageOf<T extends { id: string }>(
  items: T[],
  query: z.infer<typeof listQuerySchema>,
): { object: 'list'; data: T[]; hasMore: boolean } {
  let start = 0;
  if (query.startingAfter) {
    const index = items.findIndex((item) => item.id === query.startingAfter);
    if (index < 0) throw invalidCursor();
    start = index + 1;
  }
  const data = items.slice(start, start + query.limit);
  return { object: 'list', data, hasMore: start + query.limit < items.length };
}
