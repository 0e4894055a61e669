import { useEffect, useState } from 'react';
import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import { ApiError } from '../../../lib/api-client';
import { getPublicPaymentLink } from '../api/get-public-payment-link';
import { takePrefetchedPaymentLink } from '../lib/link-prefetch';
import { panelClass, primaryButtonClass } from '../lib/checkout-styles';
import { CheckoutFrame } from './checkout-frame';
import { AlertIcon, Spinner } from './icons';
import { LinkUnavailableView } from './link-unavailable-view';
import { PaymentLinkCheckout } from './payment-link-checkout';

type LinkState =
  | { kind: 'loading' }
  | { kind: 'not_found' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; data: PublicPaymentLink };

function usePublicPaymentLink(linkId: string) {
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const request = takePrefetchedPaymentLink(linkId) ?? getPublicPaymentLink(linkId, controller.signal);
    request.then(
      (data) => {
        if (!controller.signal.aborted) setState(data ? { kind: 'ready', data } : { kind: 'not_found' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: 'error',
          message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        });
      },
    );
    return () => controller.abort();
  }, [linkId, reloads]);

  const reload = () => {
    setState({ kind: 'loading' });
    setReloads((count) => count + 1);
  };
  return { state, reload };
}

/**
 * The payment link page `/pay/:linkId` (spec §2.6): 'Loading payment details...', then not found,
 * expired, paused, or the checkout, branded by the merchant.
 */
export function PaymentLinkPage({ linkId }: { linkId: string }) {
  const { state, reload } = usePublicPaymentLink(linkId);

  switch (state.kind) {
    case 'loading':
      return (
        <CheckoutFrame merchant={null}>
          <title>Loading payment details... · Malipo</title>
          <div role="status" className="flex flex-col items-center gap-4 py-24 text-center text-slate-600">
            <Spinner />
            <p>Loading payment details...</p>
          </div>
        </CheckoutFrame>
      );
    case 'not_found':
      return <LinkUnavailableView reason="not_found" merchant={null} />;
    case 'error':
      return (
        <CheckoutFrame merchant={null}>
          <div
            className={`${panelClass} mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center`}
          >
            <AlertIcon className="size-8 text-amber-600" />
            <h1 className="text-xl font-semibold">We could not load this payment</h1>
            <p role="alert" className="text-slate-600">
              {state.message}
            </p>
            <button type="button" onClick={reload} className={`${primaryButtonClass} sm:w-auto`}>
              Try again
            </button>
          </div>
        </CheckoutFrame>
      );
    case 'ready': {
      const { link, merchant } = state.data;
      switch (link.status) {
        case 'expired':
          return <LinkUnavailableView reason="expired" merchant={merchant} />;
        case 'paused':
          return <LinkUnavailableView reason="paused" merchant={merchant} />;
        case 'active':
          return <PaymentLinkCheckout data={state.data} />;
      }
    }
  }
}
