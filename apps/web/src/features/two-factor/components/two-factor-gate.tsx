import type { ReactNode } from 'react';
import { useTwoFactorStatus } from '../api/get-two-factor';
import { SetUpTwoFactor } from './set-up-two-factor';

/**
 * Shows `children`, unless the account requires two-factor sign-in and the person has none: then
 * the set-up, since every other page would be refused (403 `two_factor_setup_required`,
 * docs/security.md#two-factor-sign-in). While the state loads, `children` show.
 */
export function TwoFactorGate({ businessName, children }: { businessName: string; children: ReactNode }) {
  const status = useTwoFactorStatus();
  if (!status.data?.required || status.data.enabled) return children;
  return (
    <section aria-labelledby="two-factor-required" className="mx-auto max-w-lg space-y-6 py-8">
      <h1 id="two-factor-required" className="text-xl font-semibold">
        {businessName} requires two-factor sign-in. Set it up to continue.
      </h1>
      <SetUpTwoFactor />
    </section>
  );
}
