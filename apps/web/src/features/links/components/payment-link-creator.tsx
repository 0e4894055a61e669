import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { DEFAULT_PAYMENT_THANK_YOU } from '@malipo/contracts/payment-links';
import { CreatorActions, CreatorPage } from '../../../components/creator-page';
import { FormField } from '../../../components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { paths } from '../../../config/paths';
import { reportSaveError } from '../../../lib/form-errors';
import { useCreatePaymentLink } from '../api/create-payment-link';
import {
  EMPTY_PAYMENT_LINK_FORM,
  formFieldForServerField,
  paymentLinkFormSchema,
  toCreatePaymentLinkRequest,
  type PaymentLinkFormValues,
} from '../lib/payment-link-form';
import { AmountCurrencyFields } from './amount-currency-fields';
import { LinkMessageFields } from './link-message-fields';
import { PaymentLinkPreview } from './payment-link-preview';

/**
 * The payment link creator (spec §2.7, §3, §5): product name, description, amount and currency,
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
    createLink.mutate(toCreatePaymentLinkRequest(values), {
      onSuccess: (link) => {
        toast.success('Payment link created', { description: link.productName });
        navigate(paths.dashboard.paymentLinks.getHref());
      },
      onError: (error) =>
        reportSaveError({
          error,
          title: 'Could not create the link',
          fieldFor: formFieldForServerField,
          setError: form.setError,
        }),
    }),
  );

  return (
    <CreatorPage
      backHref={paths.dashboard.createLink.getHref()}
      title="Create a payment link"
      intro="Share it anywhere; payers pay by card or mobile money."
    >
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Link details</CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Payment link details">
              <FormField id="productName" label="Product Name *" error={errors.productName?.message}>
                {(control) => (
                  <Input
                    {...control}
                    placeholder="e.g. Website design deposit"
                    {...form.register('productName')}
                  />
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
                  <Input
                    {...control}
                    type="datetime-local"
                    className="sm:max-w-64"
                    {...form.register('expiresAt')}
                  />
                )}
              </FormField>

              <CreatorActions
                cancelHref={paths.dashboard.createLink.getHref()}
                submitLabel="Create Payment Link"
                pendingLabel="Creating link..."
                isPending={createLink.isPending}
              />
            </form>
          </CardContent>
        </Card>

        <div className="lg:sticky lg:top-8 lg:col-span-2">
          <PaymentLinkPreview
            businessName={businessName}
            productName={productName}
            description={description}
            amount={amount}
            currency={currency}
          />
        </div>
      </div>
    </CreatorPage>
  );
}
