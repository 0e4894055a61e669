/**
 * Updates of a cached list (TanStack Query `setQueryData` updaters) shared by the list mutations:
 * new items go to the front (docs/product.md#states "New items go to the front of their list"), updated items
 * replace their copy, deleted items leave. Each returns `undefined` when nothing is cached yet.
 * @module
 */
import type { InfiniteData } from '@tanstack/react-query';

/** Puts `item` at the front of the cached list. */
export const prependTo =
  <T>(item: T) =>
  (list: T[] | undefined): T[] | undefined =>
    list ? [item, ...list] : list;

/** Replaces the cached item with `updated.id`. */
export const replaceIn =
  <T extends { id: string }>(updated: T) =>
  (list: T[] | undefined): T[] | undefined =>
    list?.map((item) => (item.id === updated.id ? updated : item));

/** Replaces the item with `updated.id` in every cached page of a cursor-paged list. */
export const replaceInPages =
  <T extends { id: string }, Page extends { data: T[] }>(updated: T) =>
  (cached: InfiniteData<Page> | undefined): InfiniteData<Page> | undefined =>
    cached && {
      ...cached,
      pages: cached.pages.map((page) => ({ ...page, data: replaceIn(updated)(page.data) ?? page.data })),
    };

/** Removes the cached item with `id`. */
export const removeFrom =
  <T extends { id: string }>(id: string) =>
  (list: T[] | undefined): T[] | undefined =>
    list?.filter((item) => item.id !== id);
