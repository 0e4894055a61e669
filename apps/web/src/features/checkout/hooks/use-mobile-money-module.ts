/**
 * Loads the mobile money form module on demand (it carries libphonenumber-js) and remembers it.
 * @module
 */
import type * as MobileMoneyFieldsModule from '../components/mobile-money-fields';
import { lazyModule } from '../lib/lazy-module';
import { useLazyModule } from './use-lazy-module';

/** The lazily loaded mobile money module. */
export type MobileMoneyModule = typeof MobileMoneyFieldsModule;

const mobileMoneyModule = lazyModule(() => import('../components/mobile-money-fields'));

/** Starts (or reuses) the download of the mobile money module; a failed download can be retried. */
export function loadMobileMoneyModule(): Promise<MobileMoneyModule> {
  return mobileMoneyModule.load();
}

/** Starts loading the mobile money form when the payer is about to choose Mobile (hover, focus). */
export function prefetchMethodModule(method: 'card' | 'mobile'): void {
  if (method === 'mobile') loadMobileMoneyModule().catch(() => undefined);
}

/** The mobile money module once `isNeeded` turns true: `module` when loaded, `hasFailed` on a network error. */
export function useMobileMoneyModule(isNeeded: boolean) {
  return useLazyModule(mobileMoneyModule, isNeeded);
}
