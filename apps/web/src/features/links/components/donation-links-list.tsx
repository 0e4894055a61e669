import { HeartHandshakeIcon } from 'lucide-react';
import type { DonationLink } from '@malipo/contracts/donations';
import { formatMoney } from '@malipo/contracts/money';
import type { ShareableDetails } from '@/components/shareable-card';
import { ShareableList } from '@/components/shareable-list';
import { paths } from '@/config/paths';
import { countLabel } from '@/lib/count-label';
import { formatDate } from '@/lib/format';
import { useDeleteDonationLink } from '../api/delete-donation-link';
import { useDonationLinks } from '../api/get-donation-links';
import { useUpdateDonationLinkStatus } from '../api/update-donation-link-status';
import { DonationProgress } from './donation-progress';

/** What a donation link's card shows: goal, donations, total raised, created date and progress. */
function describeDonationLink(link: DonationLink): ShareableDetails {
  return {
    name: link.title,
    description: link.description,
    headline: (
      <span className="flex items-baseline gap-1.5 sm:flex-col sm:items-end sm:gap-0">
        <span className="text-xs font-normal text-slate-500">Goal</span>
        {formatMoney(link.goalMinor, link.currency)}
      </span>
    ),
    stats: [
      { label: 'Donations', value: countLabel(link.donationsCount, 'donation', 'donations') },
      { label: 'Raised', value: formatMoney(link.raisedMinor, link.currency) },
      { label: 'Created', value: <time dateTime={link.createdAt}>{formatDate(link.createdAt)}</time> },
    ],
    body: (
      <DonationProgress
        raisedMinor={link.raisedMinor}
        goalMinor={link.goalMinor}
        goalProgress={link.goalProgress}
        currency={link.currency}
        title={link.title}
      />
    ),
  };
}

/**
 * The Donation Links section (docs/product.md#dashboard): every campaign with donations count, total raised and
 * progress toward its goal, and copy, open (new tab), QR code, pause/activate and delete.
 */
export function DonationLinksList() {
  return (
    <ShareableList
      heading="Donation Links"
      intro="Share these links to collect donations toward your goals."
      noun={{ singular: 'donation link', short: 'link' }}
      createHref={paths.dashboard.createDonationLink.getHref()}
      empty={{
        icon: HeartHandshakeIcon,
        title: 'No donation links yet',
        description: 'Create a donation link with a goal and watch the progress as supporters give.',
        actionLabel: 'Create Your First Donation Link',
      }}
      query={useDonationLinks()}
      statusMutation={useUpdateDonationLinkStatus()}
      deleteMutation={useDeleteDonationLink()}
      describe={describeDonationLink}
    />
  );
}
