import type { FormEvent, ReactNode } from 'react';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import type { FieldErrors } from '../lib/checkout-fields';
import { primaryButtonClass, secondaryButtonClass } from '../lib/checkout-styles';
import { FormBanner } from './form-banner';
import { ArrowLeftIcon } from './icons';

/** Props of {@link DetailsStep}. */
export interface DetailsStepProps {
  /** e.g. 'Pay with card'. */
  heading: string;
  /** The submit button's text, e.g. 'Pay $100.00' or 'Donate $25.00'. */
  submitLabel: string;
  errors: FieldErrors;
  errorsRevision: number;
  banner: string | null;
  isSubmitting: boolean;
  /** False while the form cannot be sent yet (mobile money fields still loading). */
  isReady: boolean;
  onSubmit: () => void;
  onBack: () => void;
  /** The fields (payer details, then the method's fields). */
  children: ReactNode;
}

/**
 * Step 2 (spec §2.6): the fields, the submit button and 'Back to Step 1'. Focus goes to the first
 * field with an error after each submit.
 */
export function DetailsStep(props: DetailsStepProps) {
  const { isSubmitting } = props;
  useFocusFirstError(props.errors, props.errorsRevision);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Payment details" className="space-y-6">
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Step 2 of 2</p>
        <h2 className="mt-1 text-lg font-semibold text-slate-900">{props.heading}</h2>
      </div>
      {props.children}
      <FormBanner message={props.banner} />
      <div className="space-y-3">
        <button type="submit" disabled={isSubmitting || !props.isReady} className={primaryButtonClass}>
          {isSubmitting ? 'Processing...' : props.submitLabel}
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
    </form>
  );
}
