import { useState, type ReactNode } from 'react';
import type { Branding } from '@malipo/contracts/branding';

/**
 * The merchant's branded header (docs/product.md#payer-pages): logo (or the business name's first letter when there
 * is none or it fails to load) and business name on the merchant's colours, with `aside` (the
 * language switch) at the end of the row.
 */
export function MerchantHeader({ merchant, aside }: { merchant: Branding; aside?: ReactNode }) {
  const [hasLogoFailed, setHasLogoFailed] = useState(false);
  const initial = merchant.businessName.trim().charAt(0).toUpperCase() || '•';
  const showLogo = Boolean(merchant.logoUrl) && !hasLogoFailed;
  return (
    <header className="bg-linear-to-r from-(--m-accent) from-40% to-(--m-accent-end) text-(--m-on-accent) [print-color-adjust:exact]">
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-4 sm:px-6 sm:py-5">
        {showLogo ? (
          <img
            src={merchant.logoUrl ?? undefined}
            alt={`${merchant.businessName} logo`}
            onError={() => setHasLogoFailed(true)}
            className="size-10 shrink-0 rounded-full bg-white object-contain p-0.5 sm:size-11"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/20 text-lg font-bold ring-1 ring-white/30 sm:size-11"
          >
            {initial}
          </span>
        )}
        <p className="min-w-0 flex-1 truncate text-xl font-bold">{merchant.businessName}</p>
        {aside}
      </div>
    </header>
  );
}
