/**
 * Lets the entry request a payer page's data while the page's code is still downloading, saving a
 * round trip on slow networks (`main.tsx`). The page takes the prefetched request once; later loads
 * (Try again, a refresh after paying) fetch normally.
 * @module
 */

/** A page's data source that can be started early. */
export interface Prefetchable<T> {
  /** Starts the request for `id` now. */
  prefetch: (id: string) => void;
  /** The prefetched request for `id` if there is one (taken once), otherwise a new request. */
  load: (id: string, signal?: AbortSignal) => Promise<T>;
}

/** Wraps `fetcher` (e.g. `GET /api/public/donation-links/:id`) so the entry can start it early. */
export function prefetchable<T>(fetcher: (id: string, signal?: AbortSignal) => Promise<T>): Prefetchable<T> {
  let prefetched: { id: string; promise: Promise<T> } | null = null;
  return {
    prefetch(id) {
      const promise = fetcher(id);
      promise.catch(() => undefined); // handled by whoever takes it
      prefetched = { id, promise };
    },
    load(id, signal) {
      if (prefetched?.id === id) {
        const { promise } = prefetched;
        prefetched = null;
        return promise;
      }
      return fetcher(id, signal);
    },
  };
}
