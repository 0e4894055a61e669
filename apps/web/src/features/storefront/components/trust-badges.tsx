import { LockIcon, PhoneIcon } from '@/features/checkout/components/icons';
import { useI18n } from '@/lib/i18n/page-i18n';
import { GlobeIcon } from './icons';

const BADGES = [
  { key: 'secure', Icon: LockIcon },
  { key: 'global', Icon: GlobeIcon },
  { key: 'mobile', Icon: PhoneIcon },
] as const;

/** The Secure / Global / Mobile badges of the catalogue checkout (docs/product.md#payer-pages). */
export function TrustBadges() {
  const { t } = useI18n();
  return (
    <ul aria-label={t('storefront:badges.label')} className="grid grid-cols-3 gap-2 text-center">
      {BADGES.map(({ key, Icon }) => (
        <li key={key} className="flex flex-col items-center gap-1 rounded-lg bg-slate-50 px-2 py-3">
          <Icon className="size-5 text-(--m-accent)" />
          <span className="text-sm font-semibold text-slate-900">{t(`storefront:badges.${key}.title`)}</span>
          <span className="text-xs leading-tight text-slate-500">{t(`storefront:badges.${key}.text`)}</span>
        </li>
      ))}
    </ul>
  );
}
