import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { toast } from 'sonner';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { DEFAULT_PAYMENT_THANK_YOU } from '@malipo/contracts/payment-links';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useCreatePaymentLink } from '../api/create-payment-link';
import {
  EMPTY_PAYMENT_LINK_FORM,
  formFieldForServerField,
  paymentLinkFormSchema,
  toCreatePaymentLinkRequest,
  type PaymentLinkFormValues,
} from '../lib/payment-link-form';
import { PaymentLinkPreview } from './payment-link-preview';
import { FormField } from '../../../components/form-field';

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
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
          toast.error('Could not create the link', { description: 'Something went wrong' });
          return;
        }
        let shownNextToField = false;
        for (const [key, message] of Object.entries(error.fields)) {
          const field = formFieldForServerField(key);
          if (field) {
            form.setError(field, { message });
            shownNextToField = true;
          }
        }
        toast.error('Could not create the link', {
          description: shownNextToField ? 'Check the highlighted fields' : error.message,
        });
      },
    }),
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={paths.dashboard.createLink.getHref()}>
            <ArrowLeftIcon aria-hidden="true" />
            Back
          </Link>
        </Button>
      </div>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Create a payment link</h1>
        <p className="mt-1 text-slate-500">Share it anywhere; payers pay by card or mobile money.</p>
      </header>

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

              <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
                <FormField id="amount" label="Amount *" error={errors.amount?.message}>
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0.00"
                      {...form.register('amount')}
                    />
                  )}
                </FormField>
                <FormField id="currency" label="Currency" error={errors.currency?.message}>
                  {(control) => (
                    <NativeSelect
                      {...control}
                      {...form.register('currency', {
                        onChange: () => {
                          if (form.getFieldState('amount').isTouched) void form.trigger('amount');
                        },
                      })}
                    >
                      {PAYMENT_CURRENCIES.map((code) => (
                        <option key={code} value={code}>
                          {code}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              </div>

              <FormField
                id="thankYouMessage"
                label="Thank-you message"
                error={errors.thankYouMessage?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    placeholder={DEFAULT_PAYMENT_THANK_YOU}
                    {...form.register('thankYouMessage')}
                  />
                )}
              </FormField>

              <FormField
                id="redirectUrl"
                label="Redirect URL (optional)"
                error={errors.redirectUrl?.message}
                hint="Payers are sent here a few seconds after paying."
              >
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    inputMode="url"
                    placeholder="https://example.com/thank-you"
                    {...form.register('redirectUrl')}
                  />
                )}
              </FormField>

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

              <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
                <Button asChild variant="outline">
                  <Link to={paths.dashboard.createLink.getHref()}>Cancel</Link>
                </Button>
                <Button type="submit" disabled={createLink.isPending}>
                  {createLink.isPending ? 'Creating link...' : 'Create Payment Link'}
                </Button>
              </div>
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
    </div>
  );
}
