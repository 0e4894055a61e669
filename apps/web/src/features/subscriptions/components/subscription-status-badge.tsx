import type { SubscriptionStatus } from '@malipo/contracts/billing-cycles';
import { Badge } from '@/components/ui/badge';
import { subscriptionStatusDisplay } from '@/lib/subscription-display';

/** A subscription's status as a coloured badge: Trialing, Active, Past due, Canceled, Incomplete. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { label, tone } = subscriptionStatusDisplay(status);
  return <Badge variant={tone}>{label}</Badge>;
}
