/**
 * Loads the bank transfer instructions on demand (docs/payments.md#bank-transfer): only a payer who
 * pays by bank transfer needs them, so the page's own chunk does not carry them
 * (docs/testing.md#budgets). A page opened on such a payment (`?payment=`) has them loaded before
 * it renders, on the server and before hydration alike (`preloadPayerPage`).
 * @module
 */
import type * as BankTransferViewModule from '../components/bank-transfer-view';
import { lazyModule } from '../lib/lazy-module';
import { useLazyModule } from './use-lazy-module';

const bankTransferModule = lazyModule(() => import('../components/bank-transfer-view'));

/** Starts (or reuses) the download of the bank transfer instructions; a failed download can be retried. */
export function loadBankTransferModule(): Promise<typeof BankTransferViewModule> {
  return bankTransferModule.load();
}

/** The bank transfer instructions' module: `module` when loaded, `hasFailed` on a network error. */
export function useBankTransferModule() {
  return useLazyModule(bankTransferModule, true);
}

/**
 * True when `answer` — a payer page's `?payment=` answer as the server read it, not parsed — is a
 * payment waiting for a bank transfer (`nextAction.type` `bank_transfer`).
 */
export function waitsForBankTransfer(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null || !('nextAction' in answer)) return false;
  const action = answer.nextAction;
  return typeof action === 'object' && action !== null && 'type' in action && action.type === 'bank_transfer';
}
