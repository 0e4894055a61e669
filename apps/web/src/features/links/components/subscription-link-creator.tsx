import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { BILLING_CYCLES } from '@malipo/contracts/billing-cycles';
import { DONATION_CURRENCIES } from '@malipo/contracts/currencies';
import { DEFAULT_SUBSCRIPTION_THANK_YOU } from '@malipo/contracts/subscriptions';
import { CreatorActions } from '@/components/creator-page';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useCreateSubscriptionLink } from '../api/create-subscription-link';
import {
  EMPTY_SUBSCRIPTION_LINK_FORM,
  subscriptionFormFieldForServerField,
  subscriptionLinkFormSchema,
  toCreateSubscriptionLinkRequest,
  type SubscriptionLinkFormValues,
} from '../lib/subscription-link-form';
import { linkCreatedCallbacks } from '../lib/link-created';
import { AmountCurrencyFields } from './amount-currency-fields';
import { LinkCreatorLayout } from './link-creator-layout';
import { LinkMessageFields } from './link-message-fields';
import { SubscriptionLinkPreview } from './subscription-link-preview';

const CYCLE_NAMES = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
} as const;

/**
 * The subscription link creator (docs/product.md#dashboard, docs/product.md#entities, docs/product.md#validation, docs/product.md#constants): title and amount (required: the button
 * stays disabled without them), description, currency (USD, EUR, GBP, RWF), billing cycle (weekly,
 * monthly, quarterly, yearly; monthly by default), trial days (a whole number ≥ 0, 0 by default),
 * thank-you message and redirect URL, with a live preview. Checked with the API's contract; the
 * server's field messages show next to the fields. On success: toast and the subscription link list.
 */
export function SubscriptionLinkCreator() {
  const navigate = useNavigate();
  const createLink = useCreateSubscriptionLink();
  const form = useForm<SubscriptionLinkFormValues>({
    resolver: zodResolver(subscriptionLinkFormSchema),
    defaultValues: EMPTY_SUBSCRIPTION_LINK_FORM,
  });
  const { errors } = form.formState;
  const [
    title = '',
    description = '',
    amount = '',
    currency = 'USD',
    billingCycle = 'monthly',
    trialDays = '',
  ] = useWatch({
    control: form.control,
    name: ['title', 'description', 'amount', 'currency', 'billingCycle', 'trialDays'],
  });
  const isMissingRequired = title.trim() === '' || amount.trim() === '';

  const onSubmit = form.handleSubmit((values) =>
    createLink.mutate(
      toCreateSubscriptionLinkRequest(values),
      linkCreatedCallbacks({
        navigate,
        successTitle: 'Subscription link created',
        describe: (link) => link.title,
        listHref: paths.dashboard.subscriptionLinks.getHref(),
        fieldFor: subscriptionFormFieldForServerField,
        setError: form.setError,
      }),
    ),
  );

  return (
    <LinkCreatorLayout
      title="Create a subscription link"
      intro="Bill customers every week, month, quarter or year, with an optional free trial."
      cardTitle="Plan details"
      formLabel="Subscription link details"
      onSubmit={onSubmit}
      preview={
        <SubscriptionLinkPreview
          title={title}
          description={description}
          amount={amount}
          currency={currency}
          billingCycle={billingCycle}
          trialDays={trialDays}
        />
      }
    >
      <FormField id="title" label="Title *" error={errors.title?.message}>
        {(control) => (
          <Input {...control} placeholder="e.g. Premium Membership" {...form.register('title')} />
        )}
      </FormField>

      <FormField id="description" label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="What do subscribers get?"
            {...form.register('description')}
          />
        )}
      </FormField>

      <AmountCurrencyFields
        form={form}
        amountName="amount"
        amountLabel="Amount *"
        currencies={DONATION_CURRENCIES}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="billingCycle" label="Billing cycle" error={errors.billingCycle?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('billingCycle')}>
              {BILLING_CYCLES.map((cycle) => (
                <option key={cycle} value={cycle}>
                  {CYCLE_NAMES[cycle]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="trialDays"
          label="Trial days"
          error={errors.trialDays?.message}
          hint="Days free before the first charge; 0 for none."
        >
          {(control) => (
            <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('trialDays')} />
          )}
        </FormField>
      </div>

      <LinkMessageFields
        thankYou={form.register('thankYouMessage')}
        redirectUrl={form.register('redirectUrl')}
        defaultThankYou={DEFAULT_SUBSCRIPTION_THANK_YOU}
        errors={{
          thankYouMessage: errors.thankYouMessage?.message,
          redirectUrl: errors.redirectUrl?.message,
        }}
      />

      <CreatorActions
        cancelHref={paths.dashboard.createLink.getHref()}
        submitLabel="Create Subscription Link"
        pendingLabel="Creating link..."
        isPending={createLink.isPending}
        isDisabled={isMissingRequired}
      />
    </LinkCreatorLayout>
  );
}
