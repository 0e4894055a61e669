import { useI18n } from '@/lib/i18n/page-i18n';

/** Tells the payer that products in their saved cart are gone or sold out and were removed. */
export function DroppedLinesNotice({ isShown }: { isShown: boolean }) {
  const { t } = useI18n();
  if (!isShown) return null;
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {t('storefront:cart.droppedLines')}
    </p>
  );
}
