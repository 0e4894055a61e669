/**
 * Cursor pagination of `/v1` lists (contracts `v1/pagination.ts`, Stripe's scheme): newest first,
 * `limit` items a page (1–100, default 20), `startingAfter` the last id of the previous page,
 * `hasMore` whether another page exists.
 * @module
 */
import type { z } from 'zod';
import type { listQuerySchema } from '@malipo/contracts/v1/pagination';

/** The pagination part of a list call's parameters. */
export type PageParams = Omit<z.input<typeof listQuerySchema>, 'limit'> & {
  /** Items per page, 1–100; default 20. */
  limit?: number;
};

/** One page of a list. */
export interface Page<T> {
  object: 'list';
  data: T[];
  hasMore: boolean;
}

/**
 * Every item of a list from `params.startingAfter` on, newest first, fetching each page with
 * `fetchPage` only when the previous one is used up; `params.limit` is the page size. Throws what
 * `fetchPage` throws. Stop early with `break`.
 */
export async function* autoPaginate<T extends { id: string }, P extends PageParams>(
  fetchPage: (params: P) => Promise<Page<T>>,
  params: P,
): AsyncGenerator<T, void, undefined> {
  let startingAfter = params.startingAfter;
  for (;;) {
    const page = await fetchPage({ ...params, startingAfter });
    yield* page.data;
    const last = page.data.at(-1);
    if (!page.hasMore || !last) return;
    startingAfter = last.id;
  }
}
