import { LockIcon, PhoneIcon } from '@/features/checkout/components/icons';
import { GlobeIcon } from './icons';

const BADGES = [
  { title: 'Secure', text: 'Encrypted payment', Icon: LockIcon },
  { title: 'Global', text: 'Cards accepted worldwide', Icon: GlobeIcon },
  { title: 'Mobile', text: 'Mobile money welcome', Icon: PhoneIcon },
] as const;

/** The Secure / Global / Mobile badges of the catalogue checkout (docs/product.md#payer-pages). */
export function TrustBadges() {
  return (
    <ul aria-label="Why pay here" className="grid grid-cols-3 gap-2 text-center">
      {BADGES.map(({ title, text, Icon }) => (
        <li key={title} className="flex flex-col items-center gap-1 rounded-lg bg-slate-50 px-2 py-3">
          <Icon className="size-5 text-(--m-accent)" />
          <span className="text-sm font-semibold text-slate-900">{title}</span>
          <span className="text-xs leading-tight text-slate-500">{text}</span>
        </li>
      ))}
    </ul>
  );
}
