import { useState, type CSSProperties } from 'react';
import { LockIcon } from 'lucide-react';
import { formatMoney } from '@malipo/contracts/money';
import { brandColors } from '@/lib/brand-colors';
import { previewColors } from '../lib/branding-form';

/** Sample order shown in the preview. Amount in minor units. */
const SAMPLE_ORDER = { productName: 'Premium Consultation', amountMinor: 10_000, currency: 'USD' } as const;

/**
 * Live preview of a payer page (docs/product.md#dashboard "Settings"): the branded header (logo or initial, business
 * name, primary→secondary gradient), an order summary and the Pay button, with the unsaved values and
 * the same readable-colour choice payer pages make.
 */
export function BrandingPreview({
  businessName,
  logoUrl,
  primaryColor,
  secondaryColor,
}: {
  businessName: string;
  logoUrl: string;
  primaryColor: string;
  secondaryColor: string;
}) {
  const [failedLogoUrl, setFailedLogoUrl] = useState<string | null>(null);
  const { primary, secondary } = previewColors(primaryColor, secondaryColor);
  const colors = brandColors(primary, secondary);
  const name = businessName.trim() || 'Your business';
  const initial = name.charAt(0).toUpperCase();
  const showLogo = logoUrl.trim() !== '' && failedLogoUrl !== logoUrl;
  const amount = formatMoney(SAMPLE_ORDER.amountMinor, SAMPLE_ORDER.currency);
  const style = {
    '--m-accent': colors.accent,
    '--m-on-accent': colors.onAccent,
    '--m-accent-end': colors.accentEnd,
  } as CSSProperties;

  return (
    <section aria-labelledby="branding-preview-heading" className="space-y-3">
      <h2 id="branding-preview-heading" className="text-sm font-medium text-slate-500">
        Preview
      </h2>
      <div
        data-testid="branding-preview"
        style={style}
        className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50 shadow-sm"
      >
        <div className="flex items-center gap-3 bg-linear-to-r from-(--m-accent) from-40% to-(--m-accent-end) px-4 py-4 text-(--m-on-accent)">
          {showLogo ? (
            <img
              src={logoUrl}
              alt=""
              onError={() => setFailedLogoUrl(logoUrl)}
              className="size-10 shrink-0 rounded-full bg-white object-contain p-0.5"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/20 text-lg font-bold ring-1 ring-white/30"
            >
              {initial}
            </span>
          )}
          <p className="min-w-0 truncate text-lg font-bold">{name}</p>
        </div>
        <div className="space-y-4 p-4">
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Order summary</p>
            <p className="mt-3 font-semibold text-slate-900">{SAMPLE_ORDER.productName}</p>
            <dl className="mt-3 space-y-1.5 border-t border-slate-100 pt-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-500">Currency</dt>
                <dd className="font-medium">{SAMPLE_ORDER.currency}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4">
                <dt className="font-semibold text-slate-900">Total</dt>
                <dd className="text-xl font-bold tabular-nums">{amount}</dd>
              </div>
            </dl>
          </div>
          <div
            data-testid="branding-preview-pay"
            aria-hidden="true"
            className="flex h-11 items-center justify-center gap-2 rounded-lg bg-(--m-accent) text-sm font-semibold text-(--m-on-accent)"
          >
            <LockIcon className="size-4" />
            Pay {amount}
          </div>
        </div>
      </div>
    </section>
  );
}
