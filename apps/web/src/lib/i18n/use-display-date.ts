/**
 * How payer pages and the dashboard pieces they share write a day (a subscription's trial end, next
 * billing, its charges) in the page's language.
 * @module
 */
import { formatDate } from '@/lib/format';
import { useI18n } from './page-i18n';

/**
 * The function that writes an ISO timestamp as a date in the page's language: in English as the
 * dashboard does (`formatDate`: `Jan 8, 2026`), otherwise as the locale writes a calendar day
 * (`day`: `8 janvier 2026`).
 */
export function useDisplayDate(): (iso: string) => string {
  const { locale, day } = useI18n();
  return locale === 'en' ? formatDate : day;
}
