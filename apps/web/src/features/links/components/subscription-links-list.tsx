import { Link } from 'react-router';
import { RepeatIcon, UsersIcon } from 'lucide-react';
import { formatMoney } from '@malipo/contracts/money';
import type { SubscriptionLink } from '@malipo/contracts/subscriptions';
import type { ShareableDetails } from '@/components/shareable-card';
import { ShareableList } from '@/components/shareable-list';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { countLabel } from '@/lib/count-label';
import { formatDate } from '@/lib/format';
import { perCycle, trialLabel } from '@/lib/subscription-display';
import { useDeleteSubscriptionLink } from '../api/delete-subscription-link';
import { useSubscriptionLinks } from '../api/get-subscription-links';
import { useUpdateSubscriptionLinkStatus } from '../api/update-subscription-link-status';

/** What a subscription link's card shows: price per period, subscribers, total revenue, trial and created date. */
function describeSubscriptionLink(link: SubscriptionLink): ShareableDetails {
  return {
    name: link.title,
    description: link.description,
    headline: (
      <span className="flex items-baseline gap-1.5 sm:flex-col sm:items-end sm:gap-0">
        {formatMoney(link.amountMinor, link.currency)}
        <span className="text-xs font-normal text-slate-500">{perCycle(link.billingCycle)}</span>
      </span>
    ),
    stats: [
      { label: 'Subscribers', value: countLabel(link.subscribersCount, 'subscriber', 'subscribers') },
      { label: 'Total revenue', value: formatMoney(link.totalRevenueMinor, link.currency) },
      { label: 'Free trial', value: trialLabel(link.trialDays) ?? 'None' },
      { label: 'Created', value: <time dateTime={link.createdAt}>{formatDate(link.createdAt)}</time> },
    ],
    extraActions: (
      <Button asChild variant="outline" size="sm">
        <Link
          to={paths.dashboard.subscribers.getHref(link.id)}
          aria-label={`View subscribers of ${link.title}`}
        >
          <UsersIcon aria-hidden="true" />
          Subscribers
        </Link>
      </Button>
    ),
  };
}

/**
 * The Subscription Links section (docs/product.md#dashboard, docs/product.md#entities): every plan with its price per billing period,
 * subscriber count and total revenue, and copy, open (new tab), QR code, pause/activate, delete and
 * the link's subscribers.
 */
export function SubscriptionLinksList() {
  return (
    <ShareableList
      heading="Subscription Links"
      intro="Share these links to sign up subscribers who are billed automatically."
      noun={{ singular: 'subscription link', short: 'link' }}
      createHref={paths.dashboard.createSubscriptionLink.getHref()}
      empty={{
        icon: RepeatIcon,
        title: 'No subscription links yet',
        description:
          'Create a plan with a price per week, month, quarter or year, and an optional free trial.',
        actionLabel: 'Create Your First Subscription Link',
      }}
      query={useSubscriptionLinks()}
      statusMutation={useUpdateSubscriptionLinkStatus()}
      deleteMutation={useDeleteSubscriptionLink()}
      describe={describeSubscriptionLink}
    />
  );
}
