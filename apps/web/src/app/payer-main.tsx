/**
 * The standalone payer page: mounts the payment link checkout without the router.
 * @module
 */
import '../styles/payer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PaymentLinkPage } from '../features/checkout/components/payment-link-page';

/** Renders the checkout of `linkId` into `#root`. */
export function mountPayerPage(linkId: string): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  createRoot(container).render(
    <StrictMode>
      <PaymentLinkPage linkId={linkId} />
    </StrictMode>,
  );
}
