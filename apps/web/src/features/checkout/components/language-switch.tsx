import { LOCALE_NAMES, LOCALE_PARAM, SUPPORTED_LOCALES } from '@malipo/contracts/i18n/locales';
import { useI18n } from '@/lib/i18n/page-i18n';
import { usePayerPage } from '@/lib/payer-page-context';

/**
 * The payer page's language switch (docs/i18n.md#choosing-a-language): each other language, named
 * in its own language, as a link to the same page with `?lang=`, which the server keeps in a cookie
 * for the pages that follow — plain links, so it works without JavaScript. Only the other languages
 * are listed, so the merchant's name keeps the header's width on a phone. Nothing outside a payer page.
 */
export function LanguageSwitch() {
  const page = usePayerPage();
  const { locale, t } = useI18n();
  if (!page) return null;
  const hrefOf = (target: string) => {
    const params = new URLSearchParams(page.search);
    params.set(LOCALE_PARAM, target);
    return `${page.pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={t('checkout:language.label')} className="shrink-0 text-sm">
      <ul className="flex gap-3">
        {SUPPORTED_LOCALES.filter((target) => target !== locale).map((target) => (
          <li key={target} lang={target}>
            <a href={hrefOf(target)} hrefLang={target} className="underline underline-offset-2">
              {LOCALE_NAMES[target]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
