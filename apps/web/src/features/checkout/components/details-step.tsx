import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '@/lib/i18n/page-i18n';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import type { PaymentForm } from '../hooks/use-payment-form';
import type { CheckoutState, PayMethod } from '../lib/checkout-state';
import { primaryButtonClass, secondaryButtonClass } from '../lib/checkout-styles';
import { usePayerPage } from '@/lib/payer-page-context';
import { FormBanner } from './form-banner';
import { PayerFormFields } from './payer-form-fields';
import { ArrowLeftIcon } from './icons';
import { PayerFields } from './payer-fields';
import { PaymentMethodFields } from './payment-method-fields';

/** Step 1 of the page at `pathname`, with `query` in its address when there is any. */
function stepOneHref(pathname: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Props of {@link DetailsStep}. */
export interface DetailsStepProps {
  /** e.g. 'Pay with card', in the page's language. */
  heading: string;
  /** The submit button's text, e.g. 'Pay $100.00' or 'Donate $25.00', in the page's language. */
  submitLabel: string;
  /** The checkout's state once a method is chosen: its errors, banner and whether it is submitting. */
  state: Pick<CheckoutState<unknown>, 'errors' | 'errorsRevision' | 'banner' | 'isSubmitting'> & {
    method: PayMethod;
  };
  form: PaymentForm;
  onSubmit: () => void;
  onBack: () => void;
  /**
   * What step 1 keeps in its address (a donation's amount), for 'Back to Step 1' without
   * JavaScript, which is a link to the page; none by default.
   */
  backQuery?: Record<string, string>;
  /** The payer's fields; by default 'Full Name' and 'Email' ({@link PayerFields}). */
  payerFields?: ReactNode;
}

/**
 * Step 2 (docs/product.md#payer-pages): the payer's and the method's fields, the submit button and 'Back to Step 1'. Focus goes to the first
 * field with an error after each submit.
 */
export function DetailsStep(props: DetailsStepProps) {
  const { state, form } = props;
  const { isSubmitting } = state;
  const page = usePayerPage();
  const { t } = useI18n();
  const isReady = state.method !== 'mobile' || form.mobileValues !== null;
  useFocusFirstError(state.errors, state.errorsRevision);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('checkout:details.formLabel')}
      className="space-y-6"
      // Without JavaScript the browser posts the form to the page itself (docs/architecture.md#payer-pages).
      {...(page?.formKey ? { method: 'post', action: `${page.pathname}${page.search}` } : {})}
    >
      {page?.formKey && (
        <PayerFormFields intent="pay" formKey={page.formKey} extra={{ method: state.method }} />
      )}
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('checkout:stepOf', { step: 2, steps: 2 })}
        </p>
        <h2 className="mt-1 text-lg font-semibold text-slate-900">{props.heading}</h2>
      </div>
      {props.payerFields ?? <PayerFields form={form} errors={state.errors} isDisabled={isSubmitting} />}
      <PaymentMethodFields
        method={state.method}
        form={form}
        errors={state.errors}
        isDisabled={isSubmitting}
      />
      <FormBanner message={state.banner} />
      <div className="space-y-3">
        <button type="submit" disabled={isSubmitting || !isReady} className={primaryButtonClass}>
          {isSubmitting ? t('checkout:details.processing') : props.submitLabel}
        </button>
        <a
          href={page ? stepOneHref(page.pathname, props.backQuery) : '#'}
          onClick={(event) => {
            event.preventDefault();
            if (!isSubmitting) props.onBack();
          }}
          aria-disabled={isSubmitting || undefined}
          className={`${secondaryButtonClass} w-full`}
        >
          <ArrowLeftIcon className="size-4" />
          {t('checkout:details.backToStep1')}
        </a>
      </div>
    </form>
  );
}
