/**
 * A payment service on a test app's database whose sandbox charges the card and then loses the
 * answer (a connection reset after the provider acted): the crash between phases 2 and 3 that the
 * recovery job and idempotency must survive (docs/payments.md#atomic-phases).
 */
import { createPaymentService } from '../src/modules/payments/payments.service';
import { createProviderRegistry } from '../src/modules/providers/provider-registry';
import { createSandboxPayouts } from '../src/modules/sandbox/sandbox-payouts';
import { createSandboxProvider } from '../src/modules/sandbox/sandbox-provider';
import type { TestApp } from './test-app';

/** The payment service of `t` whose card charges happen at the sandbox but never answer. */
export function paymentsLosingCardAnswers(t: TestApp) {
  const sandbox = createSandboxProvider({ db: t.db, clock: t.clock, mobileMoneyDelayMs: 0 });
  return createPaymentService({
    db: t.db,
    clock: t.clock,
    mobileMoneyTimeoutMs: 120_000,
    publicUrl: 'http://localhost:3000',
    providers: createProviderRegistry({
      sandbox: {
        ...sandbox,
        chargeCard: async (input) => {
          await sandbox.chargeCard(input);
          throw new Error('connection reset after the provider answered');
        },
      },
      sandboxPayouts: createSandboxPayouts({ db: t.db, clock: t.clock, delayMs: 0 }),
      live: [],
    }),
  });
}
