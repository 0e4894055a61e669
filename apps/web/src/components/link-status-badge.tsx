import { Badge } from './ui/badge';

/** Status of anything a merchant shares: payment links may also be `expired`; the rest are active or paused. */
export type ShareableStatus = 'active' | 'paused' | 'expired';

/** A link's or catalogue's status (docs/product.md#states "Link status"): active (green), paused (yellow), expired (red). */
export function LinkStatusBadge({ status }: { status: ShareableStatus }) {
  switch (status) {
    case 'active':
      return <Badge variant="success">Active</Badge>;
    case 'paused':
      return <Badge variant="warning">Paused</Badge>;
    case 'expired':
      return <Badge variant="danger">Expired</Badge>;
  }
}
