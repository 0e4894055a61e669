import { useI18n } from '@/lib/i18n/page-i18n';
import { AlertIcon } from './icons';

/**
 * Instead of the payment methods when the page offers none for its currency
 * (docs/providers.md#routing): 'This page cannot take payments in RWF yet. Please contact Demo
 * Merchant.', so the payer is refused before typing anything.
 */
export function NoMethodNotice({ currency, merchantName }: { currency: string; merchantName: string }) {
  const { t } = useI18n();
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <p>{t('checkout:method.unavailable', { currency, merchant: merchantName })}</p>
    </div>
  );
}
