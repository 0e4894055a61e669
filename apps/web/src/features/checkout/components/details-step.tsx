import { useEffect, useRef, type FormEvent } from 'react';
import type { PayerValues, CardValues, FieldErrors, FieldKey } from '../lib/checkout-fields';
import { fieldInputId, firstErrorField, isFocusMovingToField } from '../lib/checkout-fields';
import type { PayMethod } from '../lib/checkout-state';
import { primaryButtonClass, secondaryButtonClass } from '../lib/checkout-styles';
import { SANDBOX_TEST_CARDS } from '@malipo/contracts/sandbox-cards';
import type { MobileMoneyModule } from '../hooks/use-mobile-money-module';
import type { MobileMoneyField, MobileMoneyValues } from './mobile-money-fields';
import { CardFields } from './card-fields';
import { CheckoutField } from './checkout-field';
import { AlertIcon, ArrowLeftIcon, Spinner } from './icons';

/** Props of {@link DetailsStep}. */
export interface DetailsStepProps {
  method: PayMethod;
  payAmountLabel: string;
  payer: PayerValues;
  card: CardValues;
  mobile: MobileMoneyValues | null;
  mobileModule: MobileMoneyModule | null;
  hasMobileModuleFailed: boolean;
  errors: FieldErrors;
  errorsRevision: number;
  banner: string | null;
  isSubmitting: boolean;
  onPayerChange: (key: keyof PayerValues, value: string) => void;
  onPayerBlur: (key: keyof PayerValues) => void;
  onCardChange: (key: keyof CardValues, value: string) => void;
  onCardBlur: (key: keyof CardValues) => void;
  onMobileChange: (values: MobileMoneyValues, changed: MobileMoneyField) => void;
  onMobileBlur: (field: MobileMoneyField) => void;
  onRetryMobileModule: () => void;
  onSubmit: () => void;
  onBack: () => void;
}

function useFocusFirstError(errors: FieldErrors, revision: number) {
  // Starts at 0 (no submit yet), so errors present when the step mounts again (after the
  // Processing view) still get focus.
  const handledRevision = useRef(0);
  useEffect(() => {
    if (revision === handledRevision.current) return;
    handledRevision.current = revision;
    const key: FieldKey | null = firstErrorField(errors);
    if (key) document.getElementById(fieldInputId(key))?.focus();
  }, [errors, revision]);
}

/** Step 2 (spec §2.6): payer name and email, card or mobile money fields, Pay, and 'Back to Step 1'. */
export function DetailsStep(props: DetailsStepProps) {
  const { method, payer, errors, isSubmitting, mobileModule, mobile } = props;
  useFocusFirstError(errors, props.errorsRevision);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const isMobileReady = method === 'card' || (mobileModule !== null && mobile !== null);

  return (
    <form onSubmit={submit} noValidate aria-label="Payment details" className="space-y-6">
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Step 2 of 2</p>
        <h2 className="mt-1 text-lg font-semibold text-slate-900">
          {method === 'card' ? 'Pay with card' : 'Pay with mobile money'}
        </h2>
      </div>

      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Your details</legend>
        <CheckoutField
          field="name"
          label="Full Name"
          autoComplete="name"
          placeholder="Your name"
          isRequired
          value={payer.name}
          error={errors.name}
          disabled={isSubmitting}
          onChange={(event) => props.onPayerChange('name', event.target.value)}
          onBlur={(event) => {
            if (isFocusMovingToField(event)) props.onPayerBlur('name');
          }}
        />
        <CheckoutField
          field="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          isRequired
          value={payer.email}
          error={errors.email}
          disabled={isSubmitting}
          onChange={(event) => props.onPayerChange('email', event.target.value)}
          onBlur={(event) => {
            if (isFocusMovingToField(event)) props.onPayerBlur('email');
          }}
        />
      </fieldset>

      {method === 'card' ? (
        <CardFields
          values={props.card}
          errors={errors}
          isDisabled={isSubmitting}
          onChange={props.onCardChange}
          onBlur={props.onCardBlur}
        />
      ) : mobileModule && mobile ? (
        <mobileModule.MobileMoneyFields
          values={mobile}
          errors={errors}
          isDisabled={isSubmitting}
          onChange={props.onMobileChange}
          onBlur={props.onMobileBlur}
        />
      ) : props.hasMobileModuleFailed ? (
        <div
          role="alert"
          className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p>Mobile money options could not be loaded. Check your connection.</p>
          <button type="button" onClick={props.onRetryMobileModule} className={secondaryButtonClass}>
            Retry
          </button>
        </div>
      ) : (
        <div role="status" className="flex items-center gap-3 py-6 text-sm text-slate-500">
          <Spinner className="size-6" />
          Loading mobile money options…
        </div>
      )}

      {props.banner && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <AlertIcon className="size-5 shrink-0" />
          <p>{props.banner}</p>
        </div>
      )}

      <div className="space-y-3">
        <button type="submit" disabled={isSubmitting || !isMobileReady} className={primaryButtonClass}>
          {isSubmitting ? 'Processing...' : `Pay ${props.payAmountLabel}`}
        </button>
        <button
          type="button"
          onClick={props.onBack}
          disabled={isSubmitting}
          className={`${secondaryButtonClass} w-full`}
        >
          <ArrowLeftIcon className="size-4" />
          Back to Step 1
        </button>
      </div>

      <p className="text-xs leading-relaxed text-slate-500">
        {method === 'card'
          ? `Test mode: use ${SANDBOX_TEST_CARDS.map((card) => `${card.number} (${card.outcome})`).join(', ')}, with any future expiry date and any 3-digit CVV.`
          : 'Test mode: numbers ending in 0002 are declined and numbers ending in 0003 never answer; any other valid number is approved after a few seconds.'}
      </p>
    </form>
  );
}
