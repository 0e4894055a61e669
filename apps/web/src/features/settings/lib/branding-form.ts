/**
 * The branding form (docs/product.md#dashboard "Settings", docs/product.md#entities, docs/product.md#validation): values as typed, the contract's checks, and
 * what the preview shows while a colour is half-typed.
 * @module
 */
import { z } from 'zod';
import type { Branding } from '@malipo/contracts/branding';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '@malipo/contracts/branding';
import { PRESET_THEMES, updateBrandingInputSchema } from '@malipo/contracts/settings';

/** The form: the branding request's checks, with the logo address as plain text ('' for none). */
export const brandingFormSchema = updateBrandingInputSchema.extend({
  logoUrl: z
    .string()
    .trim()
    .max(2000, 'Logo address is too long')
    .refine((v) => v === '' || /^https?:\/\//i.test(v) || v.startsWith('/api/public/logos/'), {
      message: 'Use an address starting with https://',
    }),
});

/** Values of the branding form. */
export type BrandingFormValues = z.infer<typeof brandingFormSchema>;

/** Form values of saved branding. */
export function brandingToFormValues(branding: Branding): BrandingFormValues {
  return {
    businessName: branding.businessName,
    logoUrl: branding.logoUrl ?? '',
    primaryColor: branding.primaryColor,
    secondaryColor: branding.secondaryColor,
  };
}

/** True for a full `#RRGGBB` colour. */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/** `value` when it is a full colour, otherwise `fallback` (the preview never gets a broken colour). */
export function colorOr(value: string, fallback: string): string {
  return isHexColor(value) ? value : fallback;
}

/** Preview colours for possibly half-typed values (docs/product.md#constants defaults as fallbacks). */
export function previewColors(primary: string, secondary: string): { primary: string; secondary: string } {
  return {
    primary: colorOr(primary, DEFAULT_PRIMARY_COLOR),
    secondary: colorOr(secondary, DEFAULT_SECONDARY_COLOR),
  };
}

/** The preset theme whose two colours are `primary` and `secondary` (case-insensitive), if any. */
export function activePresetName(primary: string, secondary: string): string | null {
  const match = PRESET_THEMES.find(
    (theme) =>
      theme.primaryColor.toLowerCase() === primary.toLowerCase() &&
      theme.secondaryColor.toLowerCase() === secondary.toLowerCase(),
  );
  return match?.name ?? null;
}
