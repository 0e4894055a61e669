import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Locale } from '@malipo/contracts/i18n/locales';
import { compileMessages } from '@malipo/contracts/i18n/compile-messages';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { PayerPageContext } from '@/lib/payer-page-context';
import { pageI18n, PageI18nContext } from '@/lib/i18n/page-i18n';

/**
 * Renders a piece of a payer page in `locale` (English by default) with every namespace's texts, as
 * `app/payer-pages.tsx` provides them, inside `page`'s payer page state when given (the server's
 * rendering of a page for a browser without JavaScript).
 */
export function renderOnPayerPage(
  ui: ReactElement,
  { locale = 'en', page }: { locale?: Locale; page?: PayerPageInput } = {},
) {
  const inPage = page ? <PayerPageContext.Provider value={page}>{ui}</PayerPageContext.Provider> : ui;
  return render(
    <PageI18nContext.Provider value={pageI18n(locale, compileMessages(locale))}>
      {inPage}
    </PageI18nContext.Provider>,
  );
}
