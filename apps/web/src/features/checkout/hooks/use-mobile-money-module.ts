/**
 * Loads the mobile money form module on demand (it carries libphonenumber-js) and remembers it.
 * @module
 */
import type * as MobileMoneyFieldsModule from '../components/mobile-money-fields';
import type { PayMethod } from '../lib/checkout-state';
import { lazyModule } from '../lib/lazy-module';
import { loadBankTransferModule } from './use-bank-transfer-module';
import { useLazyModule } from './use-lazy-module';

/** The lazily loaded mobile money module. */
export type MobileMoneyModule = typeof MobileMoneyFieldsModule;

const mobileMoneyModule = lazyModule(() => import('../components/mobile-money-fields'));

/** Starts (or reuses) the download of the mobile money module; a failed download can be retried. */
export function loadMobileMoneyModule(): Promise<MobileMoneyModule> {
  return mobileMoneyModule.load();
}

/**
 * Starts loading what `method` shows on demand when the payer is about to choose it (hover, focus):
 * the mobile money form for Mobile, the transfer instructions for Bank transfer.
 */
export function prefetchMethodModule(method: PayMethod): void {
  if (method === 'mobile') loadMobileMoneyModule().catch(() => undefined);
  if (method === 'bank') loadBankTransferModule().catch(() => undefined);
}

/** The mobile money module once `isNeeded` turns true: `module` when loaded, `hasFailed` on a network error. */
export function useMobileMoneyModule(isNeeded: boolean) {
  return useLazyModule(mobileMoneyModule, isNeeded);
}
