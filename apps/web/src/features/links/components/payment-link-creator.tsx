import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { DEFAULT_PAYMENT_THANK_YOU } from '@malipo/contracts/payment-links';
import { CreatorActions } from '@/components/creator-page';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useCreatePaymentLink } from '../api/create-payment-link';
import {
  EMPTY_PAYMENT_LINK_FORM,
  formFieldForServerField,
  paymentLinkFormSchema,
  toCreatePaymentLinkRequest,
  type PaymentLinkFormValues,
} from '../lib/payment-link-form';
import { linkCreatedCallbacks } from '../lib/link-created';
import { AmountCurrencyFields } from './amount-currency-fields';
import { LinkCreatorLayout } from './link-creator-layout';
import { LinkMessageFields } from './link-message-fields';
import { PaymentLinkPreview } from './payment-link-preview';

/**
 * The payment link creator (docs/product.md#dashboard, docs/product.md#entities, docs/product.md#validation): product name, description, amount and currency,
 * thank-you message, redirect URL and optional expiry, with a live preview. Client checks mirror the
 * API's; the server's `error.fields` show next to the fields. On success: toast and the link list.
 */
export function PaymentLinkCreator({ businessName }: { businessName: string }) {
  const navigate = useNavigate();
  const createLink = useCreatePaymentLink();
  const form = useForm<PaymentLinkFormValues>({
    resolver: zodResolver(paymentLinkFormSchema),
    defaultValues: EMPTY_PAYMENT_LINK_FORM,
  });
  const { errors } = form.formState;
  const [productName = '', description = '', amount = '', currency = 'USD'] = useWatch({
    control: form.control,
    name: ['productName', 'description', 'amount', 'currency'],
  });

  const onSubmit = form.handleSubmit((values) =>
    createLink.mutate(
      toCreatePaymentLinkRequest(values),
      linkCreatedCallbacks({
        navigate,
        successTitle: 'Payment link created',
        describe: (link) => link.productName,
        listHref: paths.dashboard.paymentLinks.getHref(),
        fieldFor: formFieldForServerField,
        setError: form.setError,
      }),
    ),
  );

  return (
    <LinkCreatorLayout
      title="Create a payment link"
      intro="Share it anywhere; payers pay by card or mobile money."
      cardTitle="Link details"
      formLabel="Payment link details"
      onSubmit={onSubmit}
      preview={
        <PaymentLinkPreview
          businessName={businessName}
          productName={productName}
          description={description}
          amount={amount}
          currency={currency}
        />
      }
    >
      <FormField id="productName" label="Product Name *" error={errors.productName?.message}>
        {(control) => (
          <Input {...control} placeholder="e.g. Website design deposit" {...form.register('productName')} />
        )}
      </FormField>

      <FormField id="description" label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="What is the payer paying for?"
            {...form.register('description')}
          />
        )}
      </FormField>

      <AmountCurrencyFields
        form={form}
        amountName="amount"
        amountLabel="Amount *"
        currencies={PAYMENT_CURRENCIES}
      />

      <LinkMessageFields
        thankYou={form.register('thankYouMessage')}
        redirectUrl={form.register('redirectUrl')}
        defaultThankYou={DEFAULT_PAYMENT_THANK_YOU}
        errors={{
          thankYouMessage: errors.thankYouMessage?.message,
          redirectUrl: errors.redirectUrl?.message,
        }}
      />

      <FormField
        id="expiresAt"
        label="Expiry (optional)"
        error={errors.expiresAt?.message}
        hint="After this date and time the link shows as expired. Leave empty to keep it open."
      >
        {(control) => (
          <Input {...control} type="datetime-local" className="sm:max-w-64" {...form.register('expiresAt')} />
        )}
      </FormField>

      <CreatorActions
        cancelHref={paths.dashboard.createLink.getHref()}
        submitLabel="Create Payment Link"
        pendingLabel="Creating link..."
        isPending={createLink.isPending}
      />
    </LinkCreatorLayout>
  );
}
