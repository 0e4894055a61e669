import type { ReactNode } from 'react';
import type { PublicPayment } from '@malipo/contracts/payments';
import type { CheckoutState } from '../lib/checkout-state';
import { BankTransferPhase } from './bank-transfer-phase';
import { OtpView } from './otp-view';
import {
  ApprovalView,
  ConfirmingView,
  FailureView,
  ProcessingView,
  ReconnectView,
  RedirectingView,
} from './payment-status-views';

/** What the view needs from `useCheckout` (`T`: the answer type, a payment by default). */
export interface PhaseHost<T = PublicPayment> {
  state: CheckoutState<T>;
  confirmOtp: (answer: T, code: string) => Promise<string | null>;
  /** Test mode: says a bank transfer arrived; resolves with a message when it could not, else `null`. */
  simulateTransfer: (answer: T) => Promise<string | null>;
  tryAgain: () => void;
  retryPending: () => void;
  /** What identifies an answer (a payment's id), for the OTP form posted without JavaScript. */
  keyOf: (answer: T) => string;
}

/**
 * The checkout's current phase (docs/product.md#payer-pages, docs/product.md#states; docs/payments.md): the page's form, processing, the OTP
 * step, approval on the phone, the way to or back from the provider's page
 * (docs/providers.md#routing), a bank transfer's account (docs/payments.md#bank-transfer), the page's success view, a failure with its reason and 'Try again'
 * (`onTryAgain` runs first, e.g. to empty the card fields) or the reconnect view. `processingTitle`
 * replaces 'Processing Payment...', in the page's language.
 */
export function PaymentPhaseView<T = PublicPayment>({
  checkout,
  renderForm,
  renderSuccess,
  onTryAgain,
  processingTitle,
}: {
  checkout: PhaseHost<T>;
  renderForm: () => ReactNode;
  renderSuccess: (answer: T) => ReactNode;
  onTryAgain?: () => void;
  processingTitle?: string;
}) {
  const { phase } = checkout.state;
  switch (phase.kind) {
    case 'form':
      return renderForm();
    case 'processing':
      return <ProcessingView title={processingTitle} />;
    case 'otp':
      return (
        <OtpView
          paymentId={checkout.keyOf(phase.payment)}
          onSubmit={(code) => checkout.confirmOtp(phase.payment, code)}
        />
      );
    case 'approval':
      return <ApprovalView phoneMasked={phase.phoneMasked} prompt={phase.prompt} />;
    case 'redirect':
      return phase.isLeaving ? <RedirectingView url={phase.url} /> : <ConfirmingView url={phase.url} />;
    case 'transfer':
      return (
        <BankTransferPhase
          paymentId={checkout.keyOf(phase.payment)}
          action={phase.action}
          onSimulate={() => checkout.simulateTransfer(phase.payment)}
        />
      );
    case 'succeeded':
      return renderSuccess(phase.payment);
    case 'failed':
      return (
        <FailureView
          failure={phase}
          method={checkout.state.method}
          onTryAgain={() => {
            onTryAgain?.();
            checkout.tryAgain();
          }}
        />
      );
    case 'reconnect':
      return <ReconnectView message={phase.message} onRetry={checkout.retryPending} />;
  }
}
