/**
 * Merchant settings (docs/product.md#settings): branding applied to every payer page, the uploaded
 * logo, and the time zone used for day boundaries. The account's name, phone and password are the
 * auth service's.
 * @module
 */
import type { Branding } from '@malipo/contracts/branding';
import type { Settings } from '@malipo/contracts/settings';
import type { Db } from '../../db/client';
import type { merchants } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toBranding } from '../../lib/branding';
import type { Clock } from '../../lib/clock';
import { findMerchant } from '../auth/auth.repo';
import { deleteLogo, findLogo, updateMerchant, upsertLogo } from './settings.repo';
import { sniffLogo } from './logo-upload';

type MerchantRow = typeof merchants.$inferSelect;

/** Public path of a merchant's uploaded logo; `version` (the upload's time in ms) busts caches. */
export function uploadedLogoPath(merchantId: string, version: number): string {
  return `/api/public/logos/${merchantId}?v=${version}`;
}

/**
 * Creates the settings service. Methods act on the signed-in user's `merchantId`; a merchant that
 * does not exist is `not_found`.
 */
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

  /** The account's branding and time zone, as they stand. Throws `not_found`. */
  const profile = async (merchantId: string): Promise<{ branding: Branding; timeZone: string }> => {
    const row = await merchantOrThrow(merchantId);
    return { branding: toBranding(row), timeZone: row.timeZone };
  };

  /**
   * The merchant's branding, IANA time zone and merchant code (`MLP-…`), with the signed-in user's
   * `account` as given. Throws `not_found`.
   */
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
   * Saves branding (docs/product.md#settings) and returns it. A logo path under `/api/public/logos/`
   * must be this merchant's own upload; choosing another logo (or none) deletes the upload. Throws
   * `validation_failed` (field `logoUrl`) for another merchant's logo path, `not_found`.
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

  /**
   * Stores an uploaded logo after sniffing it (PNG or JPEG, at most 2 MB) and points the branding at
   * it; returns the branding. Throws `validation_failed` (field `file`, see `sniffLogo`), `not_found`.
   */
  const uploadLogo = async ({ merchantId, bytes }: { merchantId: string; bytes: Buffer }) => {
    const contentType = await sniffLogo(bytes);
    const now = clock.now();
    await upsertLogo(db, { merchantId, contentType, bytes, updatedAt: now });
    return updated(merchantId, { logoUrl: uploadedLogoPath(merchantId, now.getTime()) });
  };

  /**
   * Removes the logo, uploaded or by URL, and returns the branding; payer pages fall back to the
   * business name's first letter. Throws `not_found`.
   */
  const removeLogo = async ({ merchantId }: { merchantId: string }) => {
    await deleteLogo(db, merchantId);
    return updated(merchantId, { logoUrl: null });
  };

  /**
   * Merchant `merchantId`'s uploaded logo (`contentType`, `bytes`) for the public logo route, which
   * anyone may read. Throws `not_found` when the merchant has none.
   */
  const logo = async ({ merchantId }: { merchantId: string }) => {
    const row = await findLogo(db, merchantId);
    if (!row) throw new AppError('not_found', 'No logo');
    return row;
  };

  /**
   * Sets the IANA time zone (checked by the route's schema) that history dates, date filters and
   * the income chart's days follow (docs/product.md#settings). Throws `not_found`.
   */
  const setTimeZone = async ({ merchantId, timeZone }: { merchantId: string; timeZone: string }) => {
    await updated(merchantId, { timeZone });
  };

  return { get, profile, updateBranding, uploadLogo, removeLogo, logo, setTimeZone };
}

/** The settings service's methods, as the settings routes receive them. */
export type SettingsService = ReturnType<typeof createSettingsService>;
