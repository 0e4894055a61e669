/**
 * A module loaded with `import()` only when needed (the mobile money form, the storefront's
 * checkout view), started at most once at a time and retried after a failed download.
 * @module
 */

/** A lazily loaded module. */
export interface LazyModule<T> {
  /** Starts (or reuses) the download; a failed download can be started again. */
  load: () => Promise<T>;
  /** The module if it has loaded already, else `null` — for rendering it at once. */
  loaded: () => T | null;
}

/** Wraps `loader` (e.g. `() => import('./heavy')`) so callers share one download. */
export function lazyModule<T>(loader: () => Promise<T>): LazyModule<T> {
  let promise: Promise<T> | null = null;
  let module: T | null = null;
  return {
    load() {
      promise ??= loader().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          promise = null;
          throw error;
        },
      );
      return promise;
    },
    loaded: () => module,
  };
}
