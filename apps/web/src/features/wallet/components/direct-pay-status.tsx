import { useEffect } from 'react';
import { Loader2Icon } from 'lucide-react';
import { formatMoney } from '@malipo/contracts/money';
import type { Payout } from '@malipo/contracts/wallet';
import type { DirectPayPhase } from '../hooks/use-direct-pay';
import { usePayoutOutcome } from '../hooks/use-payout-outcome';
import { TRANSFER_FAILED } from '../lib/direct-pay-form';
import { FormAlert } from '@/components/money-form/form-alert';

/** Follows the payout until the provider pays or fails it, then hands it to `onSettled`. */
function Processing({ payout, onSettled }: { payout: Payout; onSettled: (payout: Payout) => void }) {
  const current = usePayoutOutcome(payout);
  useEffect(() => {
    if (current.status !== 'pending') onSettled(current);
  }, [current, onSettled]);
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
    >
      <Loader2Icon className="size-5 shrink-0 animate-spin text-brand-700" aria-hidden="true" />
      <p>
        Processing... sending {formatMoney(payout.payoutMinor, payout.payoutCurrency)} to{' '}
        {payout.destination.label}.
      </p>
    </div>
  );
}

/**
 * Direct Pay's state under the form (docs/product.md#states): nothing while idle; processing; 'Transfer
 * successful!'; or 'Transfer failed. Please try again.' with the reason.
 */
export function DirectPayStatus({
  phase,
  onSettled,
}: {
  phase: DirectPayPhase;
  onSettled: (payout: Payout) => void;
}) {
  switch (phase.kind) {
    case 'idle':
      return null;
    case 'processing':
      return <Processing payout={phase.payout} onSettled={onSettled} />;
    case 'success':
      return (
        <FormAlert tone="success">
          <p className="font-medium">Transfer successful!</p>
          <p>
            {formatMoney(phase.payout.payoutMinor, phase.payout.payoutCurrency)} was sent to{' '}
            {phase.payout.destination.label}.
          </p>
        </FormAlert>
      );
    case 'error':
      return (
        <FormAlert>
          <p className="font-medium">{TRANSFER_FAILED}</p>
          <p>{phase.reason}</p>
        </FormAlert>
      );
  }
}
