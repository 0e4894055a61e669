import type { PayerMerchant } from '@malipo/contracts/branding';
import { useI18n } from '@/lib/i18n/page-i18n';
import { AlertIcon, ClockIcon } from './icons';
import { NoticeView } from './page-states';

/** What cannot be paid: a payment link, a donation link, a subscription link or a catalogue. */
export type LinkKind = 'payment' | 'donation' | 'subscription' | 'catalogue';

/** Why a link cannot be paid. `expired` exists only for payment links. */
export type UnavailableReason = 'not_found' | 'expired' | 'paused';

/**
 * Where the title and text of a `kind` of link that cannot be paid for `reason` are, under
 * `paymentStatus:unavailable` (an expired link is always a payment link).
 */
function copyPath(kind: LinkKind, reason: UnavailableReason) {
  switch (reason) {
    case 'not_found':
      return `notFound.${kind}` as const;
    case 'expired':
      return 'expired';
    case 'paused':
      return `paused.${kind}` as const;
  }
}

/**
 * A link or catalogue that cannot be paid (docs/product.md#payer-pages, docs/product.md#errors; docs/product.md#real-behaviour): not found, expired
 * ('Payment Link Expired') or paused, each with a Go Home button to `/`.
 */
export function LinkUnavailableView({
  kind = 'payment',
  reason,
  merchant,
}: {
  kind?: LinkKind;
  reason: UnavailableReason;
  merchant: PayerMerchant | null;
}) {
  const { t } = useI18n();
  const path = copyPath(kind, reason);
  const icon = reason === 'expired' ? <ClockIcon className="size-7" /> : <AlertIcon className="size-7" />;
  return (
    <NoticeView
      merchant={merchant}
      icon={icon}
      title={t(`paymentStatus:unavailable.${path}.title`)}
      text={t(`paymentStatus:unavailable.${path}.text`)}
    />
  );
}
