import { useState } from 'react';
import { toast } from 'sonner';
import type { TwoFactorStatus } from '@malipo/contracts/two-factor';
import { formatDateTime } from '@/lib/format';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useRefreshTwoFactor } from '../api/enable-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { CodeForm } from './code-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/**
 * Two-factor sign-in while on (docs/security.md#two-factor-sign-in): since when and how many
 * recovery codes are left; new recovery codes, and turning it off, each after a code.
 */
export function TwoFactorOn({ status }: { status: TwoFactorStatus }) {
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const refresh = useRefreshTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <RecoveryCodesPanel
        codes={codes}
        onSaved={() => {
          setCodes(null);
          void refresh();
        }}
      />
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        On{status.enabledAt ? ` since ${formatDateTime(status.enabledAt)}` : ''} · {status.recoveryCodesLeft}{' '}
        recovery codes left
      </p>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">New recovery codes</h3>
        <CodeForm
          id="regenerate-code"
          submitLabel="Get new codes"
          failureTitle="Could not make new recovery codes"
          submit={async (code) => setCodes((await regenerate.mutateAsync(code)).recoveryCodes)}
        />
      </div>
      {!status.required && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Turn off</h3>
          <CodeForm
            id="disable-code"
            label="A code from your app or a recovery code"
            submitLabel="Turn off"
            failureTitle="Could not turn off two-factor sign-in"
            submit={async (code) => {
              await disable.mutateAsync(code);
              toast.success('Two-factor sign-in is off');
            }}
          />
        </div>
      )}
    </div>
  );
}
