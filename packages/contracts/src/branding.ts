/**
 * A merchant's invoice settings (docs/product.md#entities "Invoice settings"), applied to every payer page.
 * @module
 */
import { z } from 'zod';

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
