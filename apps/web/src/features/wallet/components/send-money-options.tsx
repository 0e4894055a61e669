import { Link } from 'react-router';
import { ArrowRightIcon, SmartphoneIcon, WalletIcon, type LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';

interface SendOption {
  title: string;
  description: string;
  action: string;
  href: string;
  icon: LucideIcon;
}

/** Spec §2.7 "Send Money": Wallet opens send, External Wallet opens direct-pay. */
const SEND_OPTIONS: readonly SendOption[] = [
  {
    title: 'Wallet',
    description: 'Send to another Malipo user by email or phone number. Instant, and free.',
    action: 'Send to a Malipo wallet',
    href: paths.dashboard.send.getHref(),
    icon: WalletIcon,
  },
  {
    title: 'External Wallet',
    description: 'Send to any MTN, Airtel or M-Pesa number, converted to their currency. A 2% fee applies.',
    action: 'Send with Direct Pay',
    href: paths.dashboard.directPay.getHref(),
    icon: SmartphoneIcon,
  },
];

/** The Send Money section: where the money should go. */
export function SendMoneyOptions() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Send Money</h1>
        <p className="mt-1 text-slate-500">Choose where the money goes.</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
        {SEND_OPTIONS.map(({ title, description, action, href, icon: Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className="group flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="space-y-1">
                <span className="block text-base font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-500">{description}</span>
              </span>
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                {action}
                <ArrowRightIcon
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
