import { isFollowableUrl } from '@malipo/contracts/urls';
import { useI18n } from '@/lib/i18n/page-i18n';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { primaryButtonClass } from '../lib/checkout-styles';
import { PageHead } from './page-head';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * After a success (docs/product.md#states): goes to the merchant's `redirectUrl` (only http/https is ever followed)
 * or, without one, to `fallbackUrl` after `delayMs`, saying 'Redirecting you in a few seconds...';
 * with a redirect address it also offers a 'Continue to' button. Renders nothing and stays put when
 * there is nowhere to go.
 */
export function RedirectNotice({
  redirectUrl,
  fallbackUrl,
  delayMs,
}: {
  redirectUrl: string | null;
  fallbackUrl: string | null;
  delayMs: number;
}) {
  const { t } = useI18n();
  const followable = redirectUrl && isFollowableUrl(redirectUrl) ? redirectUrl : null;
  const target = followable ?? fallbackUrl;
  useRedirectAfter(target, delayMs);
  if (target === null) return null;
  return (
    <>
      {/* Without JavaScript the page goes there by itself too. */}
      <PageHead refresh={{ afterSeconds: Math.round(delayMs / 1000), url: target }} />
      <p className="text-sm text-slate-500">{t('paymentStatus:success.redirecting')}</p>
      {followable && (
        <a href={followable} className={primaryButtonClass} rel="noopener">
          {t('paymentStatus:success.continueTo', { host: hostOf(followable) })}
        </a>
      )}
    </>
  );
}
