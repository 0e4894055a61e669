import { Link } from 'react-router';
import {
  ArrowRightIcon,
  HeartHandshakeIcon,
  Link2Icon,
  RepeatIcon,
  StoreIcon,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../../config/paths';

interface LinkOption {
  title: string;
  description: string;
  action: string;
  href: string;
  icon: LucideIcon;
}

/** The four creators (spec §2.7): payment links, donation links, subscription links and catalogue. */
const LINK_OPTIONS: readonly LinkOption[] = [
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

function LinkOptionCard({
  option: { title, description, action, href, icon: Icon },
}: {
  option: LinkOption;
}) {
  return (
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
  );
}

/** The Create Link section (spec §2.7): one card per kind of link, each opening its creator. */
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
            <LinkOptionCard option={option} />
          </li>
        ))}
      </ul>
    </div>
  );
}
