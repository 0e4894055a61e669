/**
 * A merchant's invoice settings (docs/product.md#entities "Invoice settings"), applied to every payer page.
 * @module
 */
import { z } from 'zod';
import { modeSchema } from './modes';

/** Default colours (docs/product.md#constants). */
export const DEFAULT_PRIMARY_COLOR = '#3B82F6';
/** Default secondary colour (docs/product.md#constants). */
export const DEFAULT_SECONDARY_COLOR = '#1D4ED8';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #3B82F6');

/** The branding a payer page shows. */
export const brandingSchema = z.object({
  businessName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: hexColor,
  secondaryColor: hexColor,
});
/** Branding of a merchant. */
export type Branding = z.infer<typeof brandingSchema>;

/**
 * The merchant as a payer page shows it: its branding and the mode of the link's merchant row
 * (docs/providers.md#modes) — a test-mode page says so and lists the sandbox's test numbers.
 */
export const payerMerchantSchema = brandingSchema.extend({ mode: modeSchema });
/** The merchant on a payer page. */
export type PayerMerchant = z.infer<typeof payerMerchantSchema>;
