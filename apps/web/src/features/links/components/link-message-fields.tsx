import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

/**
 * The after-payment fields every link creator shares (docs/product.md#entities): the thank-you message (empty means
 * `defaultThankYou`, shown as the placeholder) and the optional redirect URL.
 */
export function LinkMessageFields({
  thankYou,
  redirectUrl,
  defaultThankYou,
  errors,
}: {
  thankYou: UseFormRegisterReturn<'thankYouMessage'>;
  redirectUrl: UseFormRegisterReturn<'redirectUrl'>;
  defaultThankYou: string;
  errors: { thankYouMessage?: string | undefined; redirectUrl?: string | undefined };
}) {
  return (
    <>
      <FormField id="thankYouMessage" label="Thank-you message" error={errors.thankYouMessage}>
        {(control) => <Input {...control} placeholder={defaultThankYou} {...thankYou} />}
      </FormField>

      <FormField
        id="redirectUrl"
        label="Redirect URL (optional)"
        error={errors.redirectUrl}
        hint="Payers are sent here a few seconds after paying."
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://example.com/thank-you"
            {...redirectUrl}
          />
        )}
      </FormField>
    </>
  );
}
