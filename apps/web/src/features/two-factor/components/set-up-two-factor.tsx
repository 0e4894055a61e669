import { useState } from 'react';
import { toast } from 'sonner';
import type { TwoFactorSetup } from '@malipo/contracts/two-factor';
import { Button } from '@/components/ui/button';
import { useRefreshTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { EnrolmentPanel } from './enrolment-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/**
 * Turning two-factor sign-in on, from a button to saved recovery codes
 * (docs/security.md#two-factor-sign-in): "Set up two-factor sign-in" asks for a secret, the
 * enrolment panel shows it and takes the first code, the recovery codes are shown once, and "I
 * have saved these" refreshes the state.
 */
export function SetUpTwoFactor() {
  const setup = useSetupTwoFactor();
  const refresh = useRefreshTwoFactor();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodesPanel codes={codes} onSaved={() => void refresh()} />;
  if (pending) return <EnrolmentPanel setup={pending} onEnabled={setCodes} />;
  return (
    <Button
      disabled={setup.isPending}
      onClick={() =>
        setup.mutate(undefined, {
          onSuccess: setPending,
          onError: () => toast.error('Could not start the set-up', { description: 'Please try again' }),
        })
      }
    >
      Set up two-factor sign-in
    </Button>
  );
}
