/**
 * Loads a {@link LazyModule} once a component needs it and remembers it.
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import type { LazyModule } from '../lib/lazy-module';

/**
 * `lazy`'s module once `isNeeded` turns true: `module` when loaded, `hasFailed` after a network
 * error, and `retry()` to try the download again.
 */
export function useLazyModule<T>(lazy: LazyModule<T>, isNeeded: boolean) {
  // Already loaded (on the server, or preloaded before hydration): shown in the first render.
  const [module, setModule] = useState<T | null>(() => (isNeeded ? lazy.loaded() : null));
  const [hasFailed, setHasFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isNeeded || module) return;
    let isActive = true;
    lazy.load().then(
      (loaded) => {
        if (isActive) setModule(() => loaded);
      },
      () => {
        if (isActive) setHasFailed(true);
      },
    );
    return () => {
      isActive = false;
    };
  }, [lazy, isNeeded, module, attempt]);

  const retry = useCallback(() => {
    setHasFailed(false);
    setAttempt((count) => count + 1);
  }, []);

  return { module, hasFailed, retry };
}
