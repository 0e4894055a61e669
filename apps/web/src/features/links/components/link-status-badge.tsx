import type { PaymentLinkStatus } from '@malipo/contracts/payment-links';
import { Badge } from '../../../components/ui/badge';

/** A payment link's status: active (green), paused (yellow), expired (red). */
export function LinkStatusBadge({ status }: { status: PaymentLinkStatus }) {
  switch (status) {
    case 'active':
      return <Badge variant="success">Active</Badge>;
    case 'paused':
      return <Badge variant="warning">Paused</Badge>;
    case 'expired':
      return <Badge variant="danger">Expired</Badge>;
  }
}
