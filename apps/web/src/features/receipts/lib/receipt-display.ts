/**
 * Wording of a receipt's fields in the page's language: the payment method (card brand and last 4,
 * or the mobile money provider and masked phone), the payer and the payment's date and time.
 * @module
 */
import { INTL_LOCALE_TAGS } from '@malipo/contracts/i18n/format';
import type { Locale } from '@malipo/contracts/i18n/locales';
import type { Translate } from '@malipo/contracts/i18n/translator';
import { MOBILE_MONEY_PROVIDERS } from '@malipo/contracts/mobile-money-options';
import type { PaymentMethodSummary } from '@malipo/contracts/payments';
import type { Receipt } from '@malipo/contracts/receipts';

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'american-express': 'American Express',
  discover: 'Discover',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  'diners-club': 'Diners Club',
};

/**
 * 'Visa •••• 4242', 'MTN Mobile Money +250 ••• ••• 456' or 'Bank transfer'; `t` names an unknown
 * brand or provider, and a bank transfer.
 */
export function paymentMethodLabel(method: PaymentMethodSummary, t: Translate): string {
  switch (method.type) {
    case 'card': {
      const brand =
        CARD_BRANDS[method.brand.toLowerCase()] ??
        (method.brand ? method.brand : t('receipt:page.method.card'));
      return method.last4 ? `${brand} •••• ${method.last4}` : brand;
    }
    case 'mobile_money': {
      const provider =
        MOBILE_MONEY_PROVIDERS.find((p) => p.id === method.provider)?.name ??
        t('receipt:page.method.mobileMoney');
      return `${provider} ${method.phoneMasked}`.trim();
    }
    case 'bank_transfer':
      return t('receipt:page.method.bankTransfer');
  }
}

/** The payer's name, or `t`'s 'Anonymous' when there is none (an anonymous donation). */
export function payerName(payer: Receipt['payer'], t: Translate): string {
  return payer.name?.trim() ? payer.name : t('receipt:facts.anonymous');
}

/**
 * The `Intl` tag of the payment's date in each language: English keeps the `en` format the page has
 * always shown (`Mar 12, 2026, 02:05 PM`), other languages their own (`12 mars 2026, 14:05`).
 */
const PAID_AT_TAGS: Record<Locale, string> = { ...INTL_LOCALE_TAGS, en: 'en' };

const paidAtFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The instant `iso` as a date and time in `locale`, in the viewer's time zone; `iso` as it is when
 * it is not a date.
 */
export function paidAtText(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = paidAtFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(PAID_AT_TAGS[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    paidAtFormats.set(locale, format);
  }
  return format.format(date);
}
