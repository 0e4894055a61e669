/**
 * Merchant settings (docs/product.md#dashboard "Settings", docs/product.md#entities "Invoice settings", docs/product.md#validation, docs/product.md#constants): branding applied to every
 * payer page, logo upload, time zone, and the account (name, password).
 * @module
 */
import { z } from 'zod';
import { parseInternationalPhone } from './mobile-money';
import { MIN_PASSWORD_LENGTH } from './auth';
import { brandingSchema } from './branding';

/** Largest logo upload, in bytes (docs/product.md#validation: PNG or JPG up to 2 MB). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The 8 preset themes (docs/product.md#constants), primary and secondary colours. */
export const PRESET_THEMES = [
  { name: 'Ocean Blue', primaryColor: '#3B82F6', secondaryColor: '#1D4ED8' },
  { name: 'Emerald Green', primaryColor: '#10B981', secondaryColor: '#047857' },
  { name: 'Purple Dream', primaryColor: '#8B5CF6', secondaryColor: '#6D28D9' },
  { name: 'Sunset Orange', primaryColor: '#F97316', secondaryColor: '#C2410C' },
  { name: 'Rose Pink', primaryColor: '#EC4899', secondaryColor: '#BE185D' },
  { name: 'Slate Gray', primaryColor: '#64748B', secondaryColor: '#334155' },
  { name: 'Fire Red', primaryColor: '#EF4444', secondaryColor: '#B91C1C' },
  { name: 'Teal Blue', primaryColor: '#14B8A6', secondaryColor: '#0F766E' },
] as const;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #3B82F6');

/**
 * Body of `PUT /api/settings/branding`. `logoUrl` is an http(s) address or null; an uploaded logo is
 * kept when `logoUrl` is the address the server gave it.
 */
export const updateBrandingInputSchema = z.object({
  businessName: z.string().trim().min(1, 'Business Name is required').max(100, 'Business name is too long'),
  logoUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || /^https?:\/\//i.test(v) || v.startsWith('/api/public/logos/'), {
      message: 'Use an address starting with https://',
    })
    .transform((v) => v || null)
    .nullable(),
  primaryColor: hexColor,
  secondaryColor: hexColor,
});
/** Branding update input. */
export type UpdateBrandingInput = z.input<typeof updateBrandingInputSchema>;

/** Body of `GET /api/settings`. */
export const settingsSchema = z.object({
  branding: brandingSchema,
  timeZone: z.string(),
  account: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** The code others pay this merchant with (Make Payment). */
  merchantCode: z.string(),
});
/** Merchant settings. */
export type Settings = z.infer<typeof settingsSchema>;

/** Body of `PUT /api/settings/time-zone`: an IANA time zone such as `Africa/Kigali`. */
export const updateTimeZoneInputSchema = z.object({
  timeZone: z.string().refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Choose a valid time zone' },
  ),
});

/** Body of `PATCH /api/account`. */
export const updateAccountInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
});

/**
 * Body of `PUT /api/account/phone`: the international number other Malipo users can send money to
 * (`+250 788 123 456`), or an empty string to remove it. Stored in E.164.
 */
export const updatePhoneInputSchema = z.object({
  phone: z
    .string()
    .trim()
    .max(32, 'Phone number is too long')
    .transform((text, ctx) => {
      if (text === '') return null;
      const e164 = parseInternationalPhone(text);
      if (!e164) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter the number with its country code, e.g. +250 788 123 456',
        });
        return z.NEVER;
      }
      return e164;
    }),
});

/** Body of `POST /api/account/password`. */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(200),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'Password is too long'),
});
