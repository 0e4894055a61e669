import { HeartHandshakeIcon, Link2Icon, RepeatIcon, StoreIcon } from 'lucide-react';
import { OptionCard, type Option } from '@/components/option-card';
import { paths } from '@/config/paths';

/** The four creators (docs/product.md#dashboard): payment links, donation links, subscription links and catalogue. */
const LINK_OPTIONS: readonly Option[] = [
  {
    title: 'Payment Links',
    description:
      'A fixed-price checkout for a product or service. Share the link by WhatsApp, SMS, email or social media.',
    action: 'Create payment link',
    href: paths.dashboard.createPaymentLink.getHref(),
    icon: Link2Icon,
  },
  {
    title: 'Donation Links',
    description: 'Raise money toward a goal. Donors choose an amount, and you see the progress as it grows.',
    action: 'Create donation link',
    href: paths.dashboard.createDonationLink.getHref(),
    icon: HeartHandshakeIcon,
  },
  {
    title: 'Subscription Links',
    description:
      'Recurring billing for a service: weekly, monthly, quarterly or yearly, with an optional free trial.',
    action: 'Create subscription link',
    href: paths.dashboard.createSubscriptionLink.getHref(),
    icon: RepeatIcon,
  },
  {
    title: 'Catalogue',
    description: 'A storefront of your products. Customers fill a cart and pay for the whole order at once.',
    action: 'Create catalogue',
    href: paths.dashboard.createCatalogue.getHref(),
    icon: StoreIcon,
  },
];

/** The Create Link section (docs/product.md#dashboard): one card per kind of link, each opening its creator. */
export function CreateLinkOptions() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Create Link</h1>
        <p className="mt-1 text-slate-500">Choose what you want to share with your customers.</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        {LINK_OPTIONS.map((option) => (
          <li key={option.href}>
            <OptionCard option={option} />
          </li>
        ))}
      </ul>
    </div>
  );
}
