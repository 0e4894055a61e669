/**
 * How the subscription pages write a subscription's dates (trial end, next billing, subscribed and
 * canceled on) in the payer's language.
 * @module
 */
import { formatDate } from '@/lib/format';
import { useI18n } from '@/lib/i18n/page-i18n';

/**
 * The function that writes an ISO timestamp as a date in the page's language: in English as the
 * dashboard does (`formatDate`: `Jan 8, 2026`), otherwise as the locale writes a calendar day
 * (`day`: `8 janvier 2026`).
 */
export function useSubscriptionDate(): (iso: string) => string {
  const { locale, day } = useI18n();
  return locale === 'en' ? formatDate : day;
}
