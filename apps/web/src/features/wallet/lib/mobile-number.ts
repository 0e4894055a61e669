/**
 * A mobile money number in a wallet form (withdraw to mobile money, Direct Pay, deposit by mobile
 * money): provider, country and the number as typed, checked for the country with libphonenumber-js
 * (`normalizePhone`) and sent in E.164.
 * @module
 */
import type { z } from 'zod';
import { normalizePhone } from '@malipo/contracts/mobile-money';
import {
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_PROVIDERS,
  defaultCountryForCurrency,
  type MobileMoneyCountry,
  type MobileMoneyProvider,
} from '@malipo/contracts/mobile-money-options';

/** The fields as the form holds them. */
export interface MobileNumberValues {
  provider: MobileMoneyProvider;
  country: MobileMoneyCountry;
  phone: string;
}

/** What requests carry: the number in E.164. */
export type MobileRecipient = MobileNumberValues;

/** Starting values for a wallet in `currency`: its country (Rwanda otherwise) and that country's usual provider. */
export function initialMobileNumber(currency: string): MobileNumberValues {
  const country = defaultCountryForCurrency(currency);
  return { provider: country === 'KE' || country === 'TZ' ? 'mpesa' : 'mtn', country, phone: '' };
}

/** Adds a message at `phone` when the number is empty or not valid for the country. */
export function checkMobileNumber(ctx: z.RefinementCtx, values: MobileNumberValues): void {
  const result = normalizePhone(values.phone, values.country);
  if (!result.ok) ctx.addIssue({ code: 'custom', path: ['phone'], message: result.message });
}

/** The recipient to send, phone in E.164; `null` when the number is not valid for the country. */
export function toMobileRecipient(values: MobileNumberValues): MobileRecipient | null {
  const result = normalizePhone(values.phone, values.country);
  return result.ok ? { provider: values.provider, country: values.country, phone: result.e164 } : null;
}

/** "MTN Mobile Money +250788123456": how a recipient is named in a confirmation. */
export function describeMobileRecipient(recipient: MobileRecipient): string {
  const provider =
    MOBILE_MONEY_PROVIDERS.find((p) => p.id === recipient.provider)?.name ?? recipient.provider;
  return `${provider} ${recipient.phone}`;
}

/** The dialling code of `country`, e.g. "+250". */
export function dialCodeOf(country: MobileMoneyCountry): string {
  return MOBILE_MONEY_COUNTRIES.find((c) => c.code === country)?.dialCode ?? '+';
}
