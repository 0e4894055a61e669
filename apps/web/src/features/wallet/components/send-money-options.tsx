import { SmartphoneIcon, WalletIcon } from 'lucide-react';
import { OptionCard, type Option } from '@/components/option-card';
import { paths } from '@/config/paths';
import { feePercent } from '@/lib/fee-label';

/** docs/product.md#dashboard "Send Money": Wallet opens send, External Wallet opens direct-pay. */
const SEND_OPTIONS: readonly Option[] = [
  {
    title: 'Wallet',
    description: 'Send to another Malipo user by email or phone number. Instant, and free.',
    action: 'Send to a Malipo wallet',
    href: paths.dashboard.send.getHref(),
    icon: WalletIcon,
  },
  {
    title: 'External Wallet',
    description: `Send to any MTN, Airtel or M-Pesa number, converted to their currency. A ${feePercent('directPay')} fee applies.`,
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
        {SEND_OPTIONS.map((option) => (
          <li key={option.href}>
            <OptionCard option={option} />
          </li>
        ))}
      </ul>
    </div>
  );
}
