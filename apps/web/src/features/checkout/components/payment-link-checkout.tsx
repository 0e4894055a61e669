import { useMemo } from 'react';
import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import type { CreateLinkPaymentInput } from '@malipo/contracts/payments';
import { useI18n } from '@/lib/i18n/page-i18n';
import { createLinkPayment } from '../api/create-link-payment';
import { useCheckout } from '../hooks/use-checkout';
import { prefetchMethodModule } from '../hooks/use-mobile-money-module';
import { usePaymentForm } from '../hooks/use-payment-form';
import { offeredMethods } from '../lib/offered-methods';
import { payAttemptStorageKey, type PayTarget } from '../lib/pay-attempt';
import { CheckoutFrame } from './checkout-frame';
import { CheckoutColumns } from './checkout-columns';
import { DetailsStep } from './details-step';
import { MethodStep } from './method-step';
import { OrderSummary } from './order-summary';
import { PaymentPhaseView } from './payment-phase-view';
import { SuccessView } from './success-view';
import { PageHead } from '@/features/checkout/components/page-head';

/** Step 2's heading for each method. */
const DETAILS_HEADINGS = {
  card: 'checkout:paymentLink.withCard',
  mobile: 'checkout:paymentLink.withMobileMoney',
  bank: 'checkout:paymentLink.withBankTransfer',
} as const;

/**
 * Checkout of an active payment link (docs/product.md#payer-pages, docs/product.md#states): order summary always shown; step 1 picks Card,
 * Mobile or Bank transfer — those the page offers, or says it cannot be paid (docs/providers.md#routing); step 2
 * collects details and pays; a bank transfer then shows the account to send the money to
 * (docs/payments.md#bank-transfer). Card fields are tokenized by the provider first and only the token
 * reaches Malipo (docs/payments.md); in live mode the card is typed on the provider's page.
 */
export function PaymentLinkCheckout({ data }: { data: PublicPaymentLink }) {
  const { link, merchant, paymentMethods } = data;
  const methods = useMemo(() => offeredMethods(paymentMethods), [paymentMethods]);
  const { t, money } = useI18n();
  const target = useMemo<PayTarget<CreateLinkPaymentInput>>(
    () => ({
      storageKey: payAttemptStorageKey('pay', link.id),
      send: (request, key) => createLinkPayment(link.id, request, key),
    }),
    [link.id],
  );
  const checkout = useCheckout(target, { methods });
  const { state } = checkout;
  const form = usePaymentForm(checkout, { currency: link.currency, paymentMethods, mode: merchant.mode });

  const onSubmit = () => {
    if (state.isSubmitting) return;
    const buildPaymentMethod = form.prepare();
    if (!buildPaymentMethod) return;
    void checkout.submit(async () => ({
      payer: form.payerInput(),
      paymentMethod: await buildPaymentMethod(),
    }));
  };

  const renderForm = () =>
    state.method === null ? (
      <MethodStep
        methods={methods}
        currency={link.currency}
        merchantName={merchant.businessName}
        onChoose={checkout.chooseMethod}
        onPrefetch={prefetchMethodModule}
      />
    ) : (
      <DetailsStep
        heading={t(DETAILS_HEADINGS[state.method])}
        submitLabel={t('checkout:paymentLink.submit', { amount: money(link.amountMinor, link.currency) })}
        state={{ ...state, method: state.method }}
        form={form}
        onSubmit={onSubmit}
        onBack={checkout.backToStep1}
      />
    );

  return (
    <CheckoutFrame merchant={merchant}>
      <PageHead
        title={t('checkout:paymentLink.documentTitle', {
          merchant: merchant.businessName,
          product: link.productName,
        })}
      />
      <h1 className="sr-only">
        {t('checkout:paymentLink.heading', { merchant: merchant.businessName, product: link.productName })}
      </h1>
      <CheckoutColumns summary={<OrderSummary link={link} />} label={t('checkout:paymentLink.region')}>
        <PaymentPhaseView
          checkout={checkout}
          onTryAgain={form.resetCard}
          renderForm={renderForm}
          renderSuccess={(payment) => <SuccessView link={link} payment={payment} />}
        />
      </CheckoutColumns>
    </CheckoutFrame>
  );
}
