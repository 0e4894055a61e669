import type { CSSProperties, ReactNode } from 'react';
import type { PayerMerchant } from '@malipo/contracts/branding';
import { brandColors } from '@/lib/brand-colors';
import { useI18n } from '@/lib/i18n/page-i18n';
import { PayerMerchantNameContext } from '../lib/payer-merchant';
import { PayerModeContext } from '../lib/payer-mode';
import { LockIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { MerchantHeader } from './merchant-header';
import { PageHead } from './page-head';

/** Neutral colours for views shown before any merchant is known (loading, not found). */
const NEUTRAL_COLORS = { accent: '#0f172a', onAccent: '#ffffff', accentEnd: '#334155' };

/**
 * The payer page's frame: its meta description, merchant colours as CSS custom properties, the
 * branded header when a merchant is known with the language switch, a "Test mode" notice on a
 * test-mode merchant's page (docs/providers.md#modes), the content, and a "Secured by Malipo"
 * footer. System fonts keep it light.
 */
export function CheckoutFrame({
  merchant,
  children,
}: {
  merchant: PayerMerchant | null;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const colors = merchant ? brandColors(merchant.primaryColor, merchant.secondaryColor) : NEUTRAL_COLORS;
  const style = {
    '--m-accent': colors.accent,
    '--m-on-accent': colors.onAccent,
    '--m-accent-end': colors.accentEnd,
    fontFamily:
      'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  } as CSSProperties;

  return (
    <div style={style} className="flex min-h-dvh flex-col bg-slate-100 print:min-h-0 print:bg-white">
      <PageHead
        description={
          merchant
            ? t('checkout:frame.descriptionForMerchant', { merchant: merchant.businessName })
            : t('checkout:frame.description')
        }
      />
      {merchant?.mode === 'test' && (
        <p className="bg-amber-100 px-4 py-1.5 text-center text-xs font-semibold text-amber-900 print:hidden">
          {t('checkout:frame.testMode')}
        </p>
      )}
      {merchant ? (
        <MerchantHeader merchant={merchant} aside={<LanguageSwitch />} />
      ) : (
        <header className="mx-auto flex w-full max-w-5xl items-center gap-3 px-4 pt-5 text-slate-900 sm:px-6">
          <p className="flex-1 text-lg font-bold tracking-tight">Malipo</p>
          <LanguageSwitch />
        </header>
      )}
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-5 sm:px-6 sm:py-8 print:px-0">
        <PayerModeContext.Provider value={merchant?.mode ?? 'test'}>
          <PayerMerchantNameContext.Provider value={merchant?.businessName ?? null}>
            {children}
          </PayerMerchantNameContext.Provider>
        </PayerModeContext.Provider>
      </main>
      <footer className="flex items-center justify-center gap-1.5 px-4 pb-6 text-xs text-slate-600 print:hidden">
        <LockIcon className="size-3.5" />
        {t('checkout:frame.securedBy')}
      </footer>
    </div>
  );
}
