import { useState, type FormEvent } from 'react';
import { fieldInputId } from '../lib/checkout-fields';
import { inputClass, primaryButtonClass } from '../lib/checkout-styles';
import { SANDBOX_OTP_CODE } from '@malipo/contracts/sandbox-cards';
import { usePayerPage } from '../lib/payer-page-context';
import { PayerFormFields } from './payer-form-fields';
import { StatusHeading } from './status-heading';

/**
 * A card payment that needs a one-time code (docs/payments.md). `onSubmit` resolves with a message for
 * the field, or `null` once the payment moved on. Without JavaScript the form posts the code with
 * `paymentId` to the page, which shows a refused code's message here.
 */
export function OtpView({
  paymentId,
  onSubmit,
}: {
  paymentId: string;
  onSubmit: (code: string) => Promise<string | null>;
}) {
  const page = usePayerPage();
  const refused = page?.form?.values.intent === 'otp' ? page.form : null;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(
    refused ? (refused.errors.code ?? refused.message) : null,
  );
  const [isSubmitting, setIsSubmitting] = useState(false);
  const id = `${fieldInputId('cardNumber')}-otp`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (!/^\d{4,8}$/.test(code)) {
      setError('Enter the code you received');
      return;
    }
    setIsSubmitting(true);
    setError(null);
    const message = await onSubmit(code);
    setIsSubmitting(false);
    if (message) setError(message);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 py-2"
      aria-label="Verify payment"
      {...(page?.formKey ? { method: 'post', action: `${page.pathname}${page.search}` } : {})}
    >
      {page?.formKey && <PayerFormFields intent="otp" formKey={page.formKey} extra={{ paymentId }} />}
      <StatusHeading>Verify your payment</StatusHeading>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          Enter the code sent to your phone
        </label>
        <input
          id={id}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 8))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          disabled={isSubmitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`${inputClass} text-center text-lg tracking-[0.4em]`}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        )}
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          Test mode: the code is {SANDBOX_OTP_CODE}.
        </p>
      </div>
      <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
        {isSubmitting ? 'Verifying...' : 'Verify and pay'}
      </button>
    </form>
  );
}
