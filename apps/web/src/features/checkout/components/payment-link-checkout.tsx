import { useState } from 'react';
import { cardDigits } from '@malipo/contracts/card';
import { formatMoney } from '@malipo/contracts/money';
import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import type { CreateLinkPaymentInput } from '@malipo/contracts/payments';
import { createCardToken } from '../api/create-card-token';
import { useCheckout } from '../hooks/use-checkout';
import { loadMobileMoneyModule, useMobileMoneyModule } from '../hooks/use-mobile-money-module';
import {
  EMPTY_CARD,
  cardFieldError,
  cardFieldKey,
  firstErrorField,
  payerFieldError,
  validateCard,
  validatePayer,
  type CardValues,
  type FieldErrors,
  type PayerValues,
} from '../lib/checkout-fields';
import type { PayMethod } from '../lib/checkout-state';
import { panelClass } from '../lib/checkout-styles';
import { CheckoutFrame } from './checkout-frame';
import { DetailsStep } from './details-step';
import { MethodStep } from './method-step';
import type { MobileMoneyField, MobileMoneyValues } from './mobile-money-fields';
import { OrderSummary } from './order-summary';
import { OtpView } from './otp-view';
import { ApprovalView, FailureView, ProcessingView, ReconnectView } from './payment-status-views';
import { SuccessView } from './success-view';

/**
 * Checkout of an active payment link (spec §2.6, §4): order summary always shown; step 1 picks Card
 * or Mobile; step 2 collects details and pays. Card fields are tokenized by the provider first and
 * only the token reaches Malipo (DESIGN.md §3).
 */
export function PaymentLinkCheckout({ data }: { data: PublicPaymentLink }) {
  const { link, merchant } = data;
  const checkout = useCheckout(link.id);
  const { state } = checkout;
  const [payer, setPayer] = useState<PayerValues>({ name: '', email: '' });
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [mobile, setMobile] = useState<MobileMoneyValues | null>(null);
  const mobileModule = useMobileMoneyModule(state.method === 'mobile');
  const mobileValues = mobile ?? mobileModule.module?.initialMobileMoneyValues(link.currency) ?? null;
  const amountLabel = formatMoney(link.amountMinor, link.currency);

  const revalidate = (key: keyof FieldErrors, message: string | null, force: boolean) => {
    if (force || state.errors[key]) checkout.setFieldError(key, message);
  };

  const onPayerChange = (key: keyof PayerValues, value: string) => {
    setPayer((current) => ({ ...current, [key]: value }));
    revalidate(key, payerFieldError(key, value), false);
  };
  const onPayerBlur = (key: keyof PayerValues) =>
    revalidate(key, payerFieldError(key, payer[key]), payer[key] !== '');

  const onCardChange = (key: keyof CardValues, value: string) => {
    setCard((current) => ({ ...current, [key]: value }));
    revalidate(cardFieldKey(key), cardFieldError(key, value), false);
  };
  const onCardBlur = (key: keyof CardValues) =>
    revalidate(cardFieldKey(key), cardFieldError(key, card[key]), card[key] !== '');

  const onMobileChange = (values: MobileMoneyValues, changed: MobileMoneyField) => {
    setMobile(values);
    const module = mobileModule.module;
    if (!module) return;
    revalidate(changed, module.mobileMoneyFieldError(changed, values), false);
    if (changed === 'country') revalidate('phone', module.mobileMoneyFieldError('phone', values), false);
  };
  const onMobileBlur = (field: MobileMoneyField) => {
    if (!mobileModule.module || !mobileValues) return;
    const hasValue = field !== 'phone' || mobileValues.phone !== '';
    revalidate(field, mobileModule.module.mobileMoneyFieldError(field, mobileValues), hasValue);
  };

  const onSubmit = () => {
    if (state.isSubmitting || !state.method) return;
    const payerInput = { name: payer.name.trim(), email: payer.email.trim() };
    let errors: FieldErrors = validatePayer(payer);
    let buildRequest: () => Promise<CreateLinkPaymentInput>;

    if (state.method === 'card') {
      errors = { ...errors, ...validateCard(card) };
      buildRequest = async () => {
        const { token } = await createCardToken({
          number: cardDigits(card.number),
          expiry: card.expiry,
          cvc: card.cvc,
          holderName: card.holderName.trim(),
        });
        return { payer: payerInput, paymentMethod: { type: 'card', token } };
      };
    } else {
      if (!mobileModule.module || !mobileValues) return;
      const result = mobileModule.module.validateMobileMoney(mobileValues);
      if (!result.ok) errors = { ...errors, ...result.errors };
      buildRequest = async () => {
        if (!result.ok) throw new Error('Mobile money details were not validated');
        return { payer: payerInput, paymentMethod: result.paymentMethod };
      };
    }

    if (firstErrorField(errors)) {
      checkout.setErrors(errors);
      return;
    }
    void checkout.submit(buildRequest);
  };

  const chooseMethod = (method: PayMethod) => checkout.chooseMethod(method);
  const prefetch = (method: PayMethod) => {
    if (method === 'mobile') loadMobileMoneyModule().catch(() => undefined);
  };
  const tryAgain = () => {
    setCard(EMPTY_CARD);
    checkout.tryAgain();
  };

  const renderStep = () => {
    const { phase } = state;
    switch (phase.kind) {
      case 'form':
        return state.method === null ? (
          <MethodStep onChoose={chooseMethod} onPrefetch={prefetch} />
        ) : (
          <DetailsStep
            method={state.method}
            payAmountLabel={amountLabel}
            payer={payer}
            card={card}
            mobile={mobileValues}
            mobileModule={mobileModule.module}
            hasMobileModuleFailed={mobileModule.hasFailed}
            errors={state.errors}
            errorsRevision={state.errorsRevision}
            banner={state.banner}
            isSubmitting={state.isSubmitting}
            onPayerChange={onPayerChange}
            onPayerBlur={onPayerBlur}
            onCardChange={onCardChange}
            onCardBlur={onCardBlur}
            onMobileChange={onMobileChange}
            onMobileBlur={onMobileBlur}
            onRetryMobileModule={mobileModule.retry}
            onSubmit={onSubmit}
            onBack={checkout.backToStep1}
          />
        );
      case 'processing':
        return <ProcessingView />;
      case 'otp':
        return <OtpView onSubmit={(code) => checkout.confirmOtp(phase.payment.id, code)} />;
      case 'approval':
        return <ApprovalView phoneMasked={phase.phoneMasked} />;
      case 'succeeded':
        return <SuccessView link={link} payment={phase.payment} />;
      case 'failed':
        return <FailureView message={phase.message} onTryAgain={tryAgain} />;
      case 'reconnect':
        return <ReconnectView message={phase.message} onRetry={checkout.retryPending} />;
    }
  };

  return (
    <CheckoutFrame merchant={merchant}>
      <title>{`Pay ${merchant.businessName} · ${link.productName}`}</title>
      <h1 className="sr-only">{`Pay ${merchant.businessName} for ${link.productName}`}</h1>
      <div className="grid items-start gap-5 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-6">
        <OrderSummary link={link} />
        <section aria-label="Payment" className={panelClass}>
          {renderStep()}
        </section>
      </div>
    </CheckoutFrame>
  );
}
