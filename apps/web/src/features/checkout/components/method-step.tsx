import { useI18n } from '@/lib/i18n/page-i18n';
import type { PayMethod } from '../lib/checkout-state';
import { usePayerPage } from '@/lib/payer-page-context';
import { MethodButtons } from './method-buttons';
import { NoMethodNotice } from './no-method-notice';

/**
 * Step 1 of the payment link page (docs/product.md#payer-pages): pick Card or Mobile, whichever of
 * `methods` the page offers (docs/providers.md#routing) — or, when it offers none, why the page
 * cannot be paid in `currency` and whom to ask (`merchantName`). `onPrefetch` lets the page start
 * loading the mobile money form when the payer points at or focuses the Mobile button.
 */
export function MethodStep({
  methods,
  currency,
  merchantName,
  onChoose,
  onPrefetch,
}: {
  methods: readonly PayMethod[];
  currency: string;
  merchantName: string;
  onChoose: (method: PayMethod) => void;
  onPrefetch: (method: PayMethod) => void;
}) {
  const page = usePayerPage();
  const { t } = useI18n();
  if (methods.length === 0) return <NoMethodNotice currency={currency} merchantName={merchantName} />;
  return (
    // Without JavaScript a button asks for the page with `?method=…` (docs/architecture.md#payer-pages).
    <form method="get" action={page?.pathname} aria-label={t('checkout:method.formLabel')}>
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('checkout:stepOf', { step: 1, steps: 2 })}
      </p>
      <h2 className="mt-1 mb-5 text-lg font-semibold text-slate-900">{t('checkout:method.heading')}</h2>
      <MethodButtons methods={methods} onChoose={onChoose} onPrefetch={onPrefetch} />
    </form>
  );
}
