/**
 * Loads the mobile money form module on demand (it carries libphonenumber-js) and remembers it.
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import type * as MobileMoneyFieldsModule from '../components/mobile-money-fields';

/** The lazily loaded mobile money module. */
export type MobileMoneyModule = typeof MobileMoneyFieldsModule;

let modulePromise: Promise<MobileMoneyModule> | null = null;

/** Starts (or reuses) the download of the mobile money module; a failed download can be retried. */
export function loadMobileMoneyModule(): Promise<MobileMoneyModule> {
  modulePromise ??= import('../components/mobile-money-fields').catch((error: unknown) => {
    modulePromise = null;
    throw error;
  });
  return modulePromise;
}

/** The mobile money module once `isNeeded` turns true: `module` when loaded, `hasFailed` on a network error. */
export function useMobileMoneyModule(isNeeded: boolean) {
  const [module, setModule] = useState<MobileMoneyModule | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isNeeded || module) return;
    let isActive = true;
    loadMobileMoneyModule().then(
      (loaded) => {
        if (isActive) setModule(loaded);
      },
      () => {
        if (isActive) setHasFailed(true);
      },
    );
    return () => {
      isActive = false;
    };
  }, [isNeeded, module, attempt]);

  const retry = useCallback(() => {
    setHasFailed(false);
    setAttempt((count) => count + 1);
  }, []);

  return { module, hasFailed, retry };
}
