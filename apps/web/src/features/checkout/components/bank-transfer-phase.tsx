import { useI18n } from '@/lib/i18n/page-i18n';
import { useBankTransferModule } from '../hooks/use-bank-transfer-module';
import { secondaryButtonClass } from '../lib/checkout-styles';
import type { BankTransferViewProps } from './bank-transfer-view';
import { Spinner } from './icons';

/**
 * A bank transfer waiting for the payer's money (docs/payments.md#bank-transfer): its instructions,
 * loaded on demand (`use-bank-transfer-module.ts`; already there when the page opens on such a
 * payment), 'Loading the transfer details…' meanwhile, and a Try again when they could not be
 * downloaded.
 */
export function BankTransferPhase(props: BankTransferViewProps) {
  const { module, hasFailed, retry } = useBankTransferModule();
  const { t } = useI18n();
  if (module) return <module.BankTransferView {...props} />;
  if (hasFailed) {
    return (
      <div
        role="alert"
        className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <p>{t('paymentStatus:bankTransfer.loadFailed')}</p>
        <button type="button" onClick={retry} className={secondaryButtonClass}>
          {t('paymentStatus:tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-slate-500">
      <Spinner className="size-6" />
      {t('paymentStatus:bankTransfer.loading')}
    </div>
  );
}
