/**
 * The branding payer pages and receipts show (docs/product.md#entities "Invoice settings"), read from a merchant row.
 * @module
 */
import type { Branding } from '@malipo/contracts/branding';
import type { merchants } from '../db/schema';

/** The branding columns of a merchant row. */
export type BrandingColumns = Pick<
  typeof merchants.$inferSelect,
  'businessName' | 'logoUrl' | 'primaryColor' | 'secondaryColor'
>;

/** A merchant's branding; `logoUrl` as stored (an https URL, an uploaded logo's path, or null). */
export function toBranding(merchant: BrandingColumns): Branding {
  return {
    businessName: merchant.businessName,
    logoUrl: merchant.logoUrl,
    primaryColor: merchant.primaryColor,
    secondaryColor: merchant.secondaryColor,
  };
}
