import { Link2Icon } from 'lucide-react';
import { formatMoney } from '@malipo/contracts/money';
import type { PaymentLink } from '@malipo/contracts/payment-links';
import type { ShareableDetails } from '@/components/shareable-card';
import { ShareableList } from '@/components/shareable-list';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format';
import { useDeletePaymentLink } from '../api/delete-payment-link';
import { usePaymentLinks } from '../api/get-payment-links';
import { useUpdatePaymentLinkStatus } from '../api/update-payment-link-status';
import { countLabel } from '@/lib/count-label';

/** What a payment link's card shows: price, payments, amount collected, created and expiry dates. */
function describePaymentLink(link: PaymentLink): ShareableDetails {
  const stats = [
    { label: 'Payments', value: countLabel(link.paymentsCount, 'payment', 'payments') },
    { label: 'Collected', value: formatMoney(link.totalAmountMinor, link.currency) },
    { label: 'Created', value: <time dateTime={link.createdAt}>{formatDate(link.createdAt)}</time> },
  ];
  if (link.expiresAt) {
    stats.push({
      label: link.status === 'expired' ? 'Expired' : 'Expires',
      value: <time dateTime={link.expiresAt}>{formatDateTime(link.expiresAt)}</time>,
    });
  }
  return {
    name: link.productName,
    description: link.description,
    headline: formatMoney(link.amountMinor, link.currency),
    stats,
  };
}

/**
 * The Payment Links section (docs/product.md#dashboard): every link with copy, open (new tab), QR code,
 * pause/activate and delete (after confirmation); an empty state with a way to create the first one.
 */
export function PaymentLinksList() {
  return (
    <ShareableList
      heading="Payment Links"
      intro="Share these links to get paid."
      noun={{ singular: 'payment link', short: 'link' }}
      createHref={paths.dashboard.createPaymentLink.getHref()}
      empty={{
        icon: Link2Icon,
        title: 'No payment links yet',
        description:
          'Create a payment link, share it with your customers and get paid by card or mobile money.',
        actionLabel: 'Create Your First Link',
      }}
      query={usePaymentLinks()}
      statusMutation={useUpdatePaymentLinkStatus()}
      deleteMutation={useDeletePaymentLink()}
      describe={describePaymentLink}
    />
  );
}
