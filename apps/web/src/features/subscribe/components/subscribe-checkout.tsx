import { useMemo } from 'react';
import type {
  CreateSubscriptionRequest,
  ManagedSubscription,
  PublicSubscriptionLink,
} from '@malipo/contracts/subscriptions';
import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';
import { CheckoutColumns } from '@/features/checkout/components/checkout-columns';
import { DetailsStep } from '@/features/checkout/components/details-step';
import { MethodStep } from '@/features/checkout/components/method-step';
import { PaymentPhaseView } from '@/features/checkout/components/payment-phase-view';
import { useTrackedCheckout } from '@/features/checkout/hooks/use-checkout';
import { prefetchMethodModule } from '@/features/checkout/hooks/use-mobile-money-module';
import { usePaymentForm } from '@/features/checkout/hooks/use-payment-form';
import { offeredMethods } from '@/features/checkout/lib/offered-methods';
import { payAttemptStorageKey, type PayTarget } from '@/features/checkout/lib/pay-attempt';
import { createSubscription } from '../api/create-subscription';
import { useI18n } from '@/lib/i18n/page-i18n';
import { subscriptionTracker } from '../lib/subscription-tracker';
import { PlanSummary } from './plan-summary';
import { WelcomeView } from './welcome-view';
import { PageHead } from '@/features/checkout/components/page-head';

/**
 * Subscribing to an active plan (docs/product.md#payer-pages 'Subscribe to Our Service', docs/product.md#states): the plan beside step 1
 * (Card or Mobile) and step 2 (name, email, the method's fields, 'Subscribe Now'), then processing — or the approval on the phone for mobile money — and
 * 'Welcome!'. Card fields are tokenized by the provider first; the subscription keeps the token.
 * Only the methods the page offers show (docs/providers.md#routing: no card in live mode), or why
 * it cannot be paid — never a bank transfer, as a renewal cannot wait for one
 * (docs/payments.md#bank-transfer).
 */
export function SubscribeCheckout({ data }: { data: PublicSubscriptionLink }) {
  const { link: plan, merchant, paymentMethods } = data;
  const methods = useMemo(() => offeredMethods({ ...paymentMethods, bankTransfer: false }), [paymentMethods]);
  const target = useMemo<PayTarget<CreateSubscriptionRequest, ManagedSubscription>>(
    () => ({
      storageKey: payAttemptStorageKey('subscribe', plan.id),
      send: (request, key) => createSubscription(plan.id, request, key),
    }),
    [plan.id],
  );
  const { t } = useI18n();
  const tracker = useMemo(() => subscriptionTracker(t), [t]);
  const checkout = useTrackedCheckout(target, tracker, { methods });
  const { state } = checkout;
  const form = usePaymentForm(checkout, { currency: plan.currency, paymentMethods, mode: merchant.mode });

  const onSubmit = () => {
    if (state.isSubmitting) return;
    const buildPaymentMethod = form.prepare();
    if (!buildPaymentMethod) return;
    void checkout.submit(async () => ({
      subscriber: form.payerInput(),
      paymentMethod: await buildPaymentMethod(),
    }));
  };

  const renderForm = () =>
    state.method === null ? (
      <MethodStep
        methods={methods}
        currency={plan.currency}
        merchantName={merchant.businessName}
        onChoose={checkout.chooseMethod}
        onPrefetch={prefetchMethodModule}
      />
    ) : (
      <DetailsStep
        heading={
          state.method === 'card' ? t('subscribe:details.withCard') : t('subscribe:details.withMobileMoney')
        }
        submitLabel={t('subscribe:details.submit')}
        state={{ ...state, method: state.method }}
        form={form}
        onSubmit={onSubmit}
        onBack={checkout.backToStep1}
      />
    );

  return (
    <CheckoutFrame merchant={merchant}>
      <PageHead
        title={t('subscribe:page.documentTitle', { plan: plan.title, merchant: merchant.businessName })}
      />
      <CheckoutColumns summary={<PlanSummary plan={plan} />} label={t('subscribe:page.region')}>
        <PaymentPhaseView
          checkout={checkout}
          onTryAgain={form.resetCard}
          processingTitle={t('subscribe:details.processing')}
          renderForm={renderForm}
          renderSuccess={(managed) => <WelcomeView plan={plan} managed={managed} />}
        />
      </CheckoutColumns>
    </CheckoutFrame>
  );
}
