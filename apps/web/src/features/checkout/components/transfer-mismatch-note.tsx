import { useI18n } from '@/lib/i18n/page-i18n';
import type { TransferMismatch } from '../lib/checkout-state';

/**
 * What arrived of a bank transfer of another amount than asked (docs/payments.md#bank-transfer):
 * 'Received {received} of {expected}.' on a failed payment, 'You sent {received} for a payment of
 * {expected}.' on a succeeded one; nothing when `mismatch` is `null` (what arrived was asked).
 */
export function TransferMismatchNote({
  mismatch,
  outcome,
}: {
  mismatch: TransferMismatch | null | undefined;
  outcome: 'failed' | 'succeeded';
}) {
  const { t, money } = useI18n();
  if (!mismatch) return null;
  const amounts = {
    received: money(mismatch.receivedMinor, mismatch.currency),
    expected: money(mismatch.expectedMinor, mismatch.currency),
  };
  return (
    <p className="mt-1 font-medium">
      {outcome === 'failed'
        ? t('paymentStatus:transferMismatch.failed', amounts)
        : t('paymentStatus:transferMismatch.succeeded', amounts)}
    </p>
  );
}
