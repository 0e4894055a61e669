/**
 * Malipo's own contact details, shared by the informational pages (docs/product.md#site-pages contact, about, press;
 * docs/product.md#constants office hours Monday-Friday 8:00-18:00 GMT, support reply within 24 hours).
 * @module
 */
import { CONTACT_DETAILS } from '../navigation';

/** Where Malipo is and when it answers. */
export const COMPANY = {
  office: 'Kigali Innovation City, Rwanda',
  officeHours: CONTACT_DETAILS.hours,
  phone: CONTACT_DETAILS.phone,
  phoneHref: `tel:${CONTACT_DETAILS.phone.replaceAll(' ', '')}`,
  supportReply: 'within 24 hours',
} as const;

/** Inboxes by purpose. */
export const EMAILS = {
  hello: CONTACT_DETAILS.email,
  support: 'support@malipo.dev',
  sales: 'sales@malipo.dev',
  careers: 'careers@malipo.dev',
  press: 'press@malipo.dev',
  security: 'security@malipo.dev',
  privacy: 'privacy@malipo.dev',
  legal: 'legal@malipo.dev',
  partners: 'partners@malipo.dev',
  developers: 'developers@malipo.dev',
} as const;

/** A `mailto:` address, with a subject line when given. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
