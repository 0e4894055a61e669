import { useState, type FormEvent } from 'react';
import { fieldInputId } from '../lib/checkout-fields';
import { inputClass, primaryButtonClass } from '../lib/checkout-styles';
import { SANDBOX_OTP_CODE } from '@malipo/contracts/sandbox-cards';
import { useI18n } from '@/lib/i18n/page-i18n';
import { usePayerPage } from '@/lib/payer-page-context';
import { PayerFormFields } from './payer-form-fields';
import { StatusHeading } from './status-heading';

/**
 * A card payment that needs a one-time code (docs/payments.md). `onSubmit` resolves with a message for
 * the field (in the page's language), or `null` once the payment moved on. Without JavaScript the
 * form posts the code with `paymentId` to the page, which shows a refused code's message here.
 */
export function OtpView({
  paymentId,
  onSubmit,
}: {
  paymentId: string;
  onSubmit: (code: string) => Promise<string | null>;
}) {
  const page = usePayerPage();
  const { t } = useI18n();
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
      setError(t('paymentStatus:otp.codeRequired'));
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
      aria-label={t('paymentStatus:otp.formLabel')}
      {...(page?.formKey ? { method: 'post', action: `${page.pathname}${page.search}` } : {})}
    >
      {page?.formKey && <PayerFormFields intent="otp" formKey={page.formKey} extra={{ paymentId }} />}
      <StatusHeading>{t('paymentStatus:otp.title')}</StatusHeading>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('paymentStatus:otp.codeLabel')}
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
          {t('paymentStatus:otp.testModeHint', { code: SANDBOX_OTP_CODE })}
        </p>
      </div>
      <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
        {isSubmitting ? t('paymentStatus:otp.verifying') : t('paymentStatus:otp.submit')}
      </button>
    </form>
  );
}
