/**
 * `/pay/:linkId` route module: the payer's checkout. Kept light (docs/testing.md budget): no query
 * library, forms library, zod, Radix, toasts or icon library reach this chunk.
 * @module
 */
import { useParams } from 'react-router';
import { PaymentLinkPage } from '@/features/checkout/components/payment-link-page';

/** Keyed by link id so a different link starts a fresh checkout. */
export function Component() {
  const { linkId = '' } = useParams();
  return <PaymentLinkPage key={linkId} linkId={linkId} />;
}
