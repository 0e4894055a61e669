/**
 * The branding payer pages and receipts show — the merchant's invoice settings of
 * docs/product.md#entities — read from a merchant row (docs/product.md#payer-pages).
 * @module
 */
import type { Branding, PayerMerchant } from '@malipo/contracts/branding';
import type { merchants } from '../db/schema';

/** The columns of a merchant row {@link toBranding} reads: business name, logo and the two colours. */
export type BrandingColumns = Pick<
  typeof merchants.$inferSelect,
  'businessName' | 'logoUrl' | 'primaryColor' | 'secondaryColor'
>;

/**
 * A merchant's branding: `businessName`, `logoUrl` as stored (an https URL, an uploaded logo's
 * `/api/public/logos/…` path, or null for the first-letter fallback) and the primary and secondary
 * colours as `#RRGGBB` (docs/product.md#settings).
 */
export function toBranding(merchant: BrandingColumns): Branding {
  return {
    businessName: merchant.businessName,
    logoUrl: merchant.logoUrl,
    primaryColor: merchant.primaryColor,
    secondaryColor: merchant.secondaryColor,
  };
}

/** The merchant as a payer page shows it: its branding and its row's mode (docs/providers.md#modes). */
export function toPayerMerchant(
  merchant: BrandingColumns & Pick<typeof merchants.$inferSelect, 'mode'>,
): PayerMerchant {
  return { ...toBranding(merchant), mode: merchant.mode };
}
