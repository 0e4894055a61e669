/**
 * Merchant settings (docs/product.md#dashboard "Settings"): branding applied to every payer page, the uploaded logo,
 * the time zone used for day boundaries, and the account's name and password.
 * @module
 */
import type { Branding } from '@malipo/contracts/branding';
import type { Settings } from '@malipo/contracts/settings';
import type { Db } from '../../db/client';
import type { merchants } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findMerchant } from '../auth/auth.repo';
import { deleteLogo, findLogo, updateMerchant, upsertLogo } from './settings.repo';
import { sniffLogo } from './logo-upload';

type MerchantRow = typeof merchants.$inferSelect;

/** Public path of a merchant's uploaded logo; `version` busts caches after a new upload. */
export function uploadedLogoPath(merchantId: string, version: number): string {
  return `/api/public/logos/${merchantId}?v=${version}`;
}

function toBranding(row: MerchantRow): Branding {
  return {
    businessName: row.businessName,
    logoUrl: row.logoUrl,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
  };
}

/** Creates the settings service. */
export function createSettingsService({ db, clock }: { db: Db; clock: Clock }) {
  const merchantOrThrow = async (merchantId: string) => {
    const row = await findMerchant(db, merchantId);
    if (!row) throw new AppError('not_found', 'Merchant not found');
    return row;
  };
  const updated = async (merchantId: string, values: Partial<MerchantRow>) => {
    const row = await updateMerchant(db, merchantId, values);
    if (!row) throw new AppError('not_found', 'Merchant not found');
    return toBranding(row);
  };

  /** Branding and time zone of the merchant, with the signed-in user's account. */
  const get = async ({ merchantId, account }: { merchantId: string; account: Settings['account'] }) => {
    const row = await merchantOrThrow(merchantId);
    return {
      branding: toBranding(row),
      timeZone: row.timeZone,
      account,
      merchantCode: row.merchantCode,
    } satisfies Settings;
  };

  /**
   * Saves branding. A logo path under `/api/public/logos/` must be this merchant's own upload;
   * choosing another logo (or none) deletes the upload. Throws `validation_failed`.
   */
  const updateBranding = async ({ merchantId, input }: { merchantId: string; input: Branding }) => {
    const ownUpload = `/api/public/logos/${merchantId}?`;
    if (input.logoUrl?.startsWith('/api/public/logos/') && !input.logoUrl.startsWith(ownUpload)) {
      throw new AppError('validation_failed', 'Check the logo', {
        logoUrl: 'Use an address starting with https://',
      });
    }
    if (!input.logoUrl?.startsWith(ownUpload)) await deleteLogo(db, merchantId);
    return updated(merchantId, input);
  };

  /** Stores an uploaded logo after sniffing it and points the branding at it. Throws `validation_failed`. */
  const uploadLogo = async ({ merchantId, bytes }: { merchantId: string; bytes: Buffer }) => {
    const contentType = await sniffLogo(bytes);
    const now = clock.now();
    await upsertLogo(db, { merchantId, contentType, bytes, updatedAt: now });
    return updated(merchantId, { logoUrl: uploadedLogoPath(merchantId, now.getTime()) });
  };

  /** Removes the logo, uploaded or by URL; payer pages fall back to the first letter. */
  const removeLogo = async ({ merchantId }: { merchantId: string }) => {
    await deleteLogo(db, merchantId);
    return updated(merchantId, { logoUrl: null });
  };

  /** The uploaded logo's bytes for the public logo route. Throws `not_found`. */
  const logo = async ({ merchantId }: { merchantId: string }) => {
    const row = await findLogo(db, merchantId);
    if (!row) throw new AppError('not_found', 'No logo');
    return row;
  };

  /** Sets the IANA time zone used for history filters and charts. */
  const setTimeZone = async ({ merchantId, timeZone }: { merchantId: string; timeZone: string }) => {
    await updated(merchantId, { timeZone });
  };

  return { get, updateBranding, uploadLogo, removeLogo, logo, setTimeZone };
}

/** The settings service. */
export type SettingsService = ReturnType<typeof createSettingsService>;
