import { useEffect, useMemo, useState } from 'react';
import type { CreateDonationRequest, PublicDonationLink } from '@malipo/contracts/donations';
import { CheckoutFrame } from '@/features/checkout/components/checkout-frame';
import { CheckoutColumns } from '@/features/checkout/components/checkout-columns';
import { DetailsStep } from '@/features/checkout/components/details-step';
import { NoMethodNotice } from '@/features/checkout/components/no-method-notice';
import { PayerFields } from '@/features/checkout/components/payer-fields';
import { PaymentPhaseView } from '@/features/checkout/components/payment-phase-view';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { useIsHydrated } from '@/features/checkout/hooks/use-is-hydrated';
import { usePaymentForm } from '@/features/checkout/hooks/use-payment-form';
import type { PayMethod } from '@/features/checkout/lib/checkout-state';
import { offeredMethods } from '@/features/checkout/lib/offered-methods';
import { payAttemptStorageKey, type PayTarget } from '@/features/checkout/lib/pay-attempt';
import { usePayerPage } from '@/lib/payer-page-context';
import { useI18n } from '@/lib/i18n/page-i18n';
import { createDonation } from '../api/create-donation';
import { amountParams } from '../lib/amount-from-page';
import { useDonationAmount } from '../hooks/use-donation-amount';
import { AmountFormFields } from './amount-form-fields';
import { AmountStep } from './amount-step';
import { AnonymousCheckbox } from './anonymous-checkbox';
import { CampaignSummary } from './campaign-summary';
import { ThankYouView } from './thank-you-view';
import { PageHead } from '@/features/checkout/components/page-head';

/** Step 2's heading for each method. */
const DETAILS_HEADINGS = {
  card: 'donate:details.withCard',
  mobile: 'donate:details.withMobileMoney',
  bank: 'donate:details.withBankTransfer',
} as const;

/**
 * Donation to an active campaign (docs/product.md#payer-pages, docs/product.md#states): the campaign and its progress beside step 1
 * (amount, then Card, Mobile or Bank transfer) and step 2 (optional name, email, 'Donate anonymously', the method's
 * fields, Donate), then processing and 'Thank You!'. `onDonated` runs once a donation succeeds, so
 * the page can show the new amount raised. On a payer page the amount, the method, a refused post
 * and the payment start from the page (docs/architecture.md#payer-pages item 5), so every step
 * also works without JavaScript. Only the methods the page offers show (docs/providers.md#routing);
 * when it offers none, step 1 says so instead of asking for an amount.
 */
export function DonationCheckout({ data, onDonated }: { data: PublicDonationLink; onDonated: () => void }) {
  const { link: campaign, merchant, paymentMethods } = data;
  const methods = useMemo(() => offeredMethods(paymentMethods), [paymentMethods]);
  const { t, money } = useI18n();
  const target = useMemo<PayTarget<CreateDonationRequest>>(
    () => ({
      storageKey: payAttemptStorageKey('donate', campaign.id),
      send: (request, key) => createDonation(campaign.id, request, key),
    }),
    [campaign.id],
  );
  const checkout = useCheckout(target, { methods });
  const { state } = checkout;
  const form = usePaymentForm(checkout, {
    currency: campaign.currency,
    isNameOptional: true,
    paymentMethods,
    mode: merchant.mode,
  });
  const page = usePayerPage();
  const amount = useDonationAmount(campaign.currency);
  const { amountMinor } = amount;
  // A refused post comes back with the box as it was sent.
  const [isAnonymous, setIsAnonymous] = useState(() => Boolean(page?.form?.values.anonymous));
  const isHydrated = useIsHydrated();

  const chooseMethod = (method: PayMethod) => {
    amount.confirm();
    checkout.chooseMethod(method);
  };

  const succeededId = state.phase.kind === 'succeeded' ? state.phase.payment.id : null;
  useEffect(() => {
    if (succeededId) onDonated();
  }, [succeededId, onDonated]);

  const onSubmit = () => {
    if (state.isSubmitting || amountMinor === null) return;
    const buildPaymentMethod = form.prepare();
    if (!buildPaymentMethod) return;
    const { name, email } = form.payerInput();
    void checkout.submit(async () => ({
      amountMinor,
      donor: { name: isAnonymous ? '' : name, email },
      anonymous: isAnonymous,
      paymentMethod: await buildPaymentMethod(),
    }));
  };

  const renderForm = () =>
    methods.length === 0 ? (
      <NoMethodNotice currency={campaign.currency} merchantName={merchant.businessName} />
    ) : state.method === null || amountMinor === null || !amount.isChosen ? (
      <AmountStep
        methods={methods}
        choice={amount.choice}
        currency={campaign.currency}
        hasAmount={amountMinor !== null}
        amountMessage={amount.message}
        // A refused amount's message is beside the amount; any other refusal shows above the methods.
        banner={amount.isRefused ? null : state.banner}
        onAmountChange={amount.change}
        onChooseMethod={chooseMethod}
      />
    ) : (
      <DetailsStep
        heading={t(DETAILS_HEADINGS[state.method])}
        submitLabel={t('donate:details.submit', { amount: money(amountMinor, campaign.currency) })}
        state={{ ...state, method: state.method }}
        form={form}
        onSubmit={onSubmit}
        onBack={checkout.backToStep1}
        backQuery={amountParams(amount.choice)}
        payerFields={
          <PayerFields
            form={form}
            errors={state.errors}
            isDisabled={state.isSubmitting}
            isNameOptional
            // Without the page's code nothing would enable it again if the box were unchecked.
            isNameDisabled={isAnonymous && isHydrated}
          >
            {page?.formKey && <AmountFormFields choice={amount.choice} amountMinor={amountMinor} />}
            <AnonymousCheckbox
              isChecked={isAnonymous}
              isDisabled={state.isSubmitting}
              onChange={setIsAnonymous}
            />
          </PayerFields>
        }
      />
    );

  return (
    <CheckoutFrame merchant={merchant}>
      <PageHead
        title={t('donate:page.documentTitle', { campaign: campaign.title, merchant: merchant.businessName })}
      />
      <CheckoutColumns summary={<CampaignSummary campaign={campaign} />} label={t('donate:page.region')}>
        <PaymentPhaseView
          checkout={checkout}
          onTryAgain={form.resetCard}
          processingTitle={t('donate:details.processing')}
          renderForm={renderForm}
          renderSuccess={(payment) => <ThankYouView campaign={campaign} payment={payment} />}
        />
      </CheckoutColumns>
    </CheckoutFrame>
  );
}
