import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { DONATION_CURRENCIES } from '@malipo/contracts/currencies';
import { DEFAULT_DONATION_THANK_YOU } from '@malipo/contracts/donations';
import { CreatorActions } from '@/components/creator-page';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useCreateDonationLink } from '../api/create-donation-link';
import {
  EMPTY_DONATION_LINK_FORM,
  donationFormFieldForServerField,
  donationLinkFormSchema,
  toCreateDonationLinkRequest,
  type DonationLinkFormValues,
} from '../lib/donation-link-form';
import { DonationLinkPreview } from './donation-link-preview';
import { linkCreatedCallbacks } from '../lib/link-created';
import { AmountCurrencyFields } from './amount-currency-fields';
import { LinkCreatorLayout } from './link-creator-layout';
import { LinkMessageFields } from './link-message-fields';

/**
 * The donation link creator (docs/product.md#dashboard, docs/product.md#entities, docs/product.md#validation): title and goal (required: the button stays
 * disabled without them), description, currency (USD, EUR, GBP, RWF), thank-you message and
 * redirect URL, with a live preview. Checked with the API's contract; the server's field messages
 * show next to the fields. On success: toast and the donation link list.
 */
export function DonationLinkCreator() {
  const navigate = useNavigate();
  const createLink = useCreateDonationLink();
  const form = useForm<DonationLinkFormValues>({
    resolver: zodResolver(donationLinkFormSchema),
    defaultValues: EMPTY_DONATION_LINK_FORM,
  });
  const { errors } = form.formState;
  const [title = '', description = '', goal = '', currency = 'USD'] = useWatch({
    control: form.control,
    name: ['title', 'description', 'goal', 'currency'],
  });
  const isMissingRequired = title.trim() === '' || goal.trim() === '';

  const onSubmit = form.handleSubmit((values) =>
    createLink.mutate(
      toCreateDonationLinkRequest(values),
      linkCreatedCallbacks({
        navigate,
        successTitle: 'Donation link created',
        describe: (link) => link.title,
        listHref: paths.dashboard.donationLinks.getHref(),
        fieldFor: donationFormFieldForServerField,
        setError: form.setError,
      }),
    ),
  );

  return (
    <LinkCreatorLayout
      title="Create a donation link"
      intro="Raise money for a cause; donors choose how much to give."
      cardTitle="Campaign details"
      formLabel="Donation link details"
      onSubmit={onSubmit}
      preview={
        <DonationLinkPreview title={title} description={description} goal={goal} currency={currency} />
      }
    >
      <FormField id="title" label="Title *" error={errors.title?.message}>
        {(control) => (
          <Input {...control} placeholder="e.g. School library fund" {...form.register('title')} />
        )}
      </FormField>

      <FormField id="description" label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="What will the donations pay for?"
            {...form.register('description')}
          />
        )}
      </FormField>

      <AmountCurrencyFields
        form={form}
        amountName="goal"
        amountLabel="Goal Amount *"
        currencies={DONATION_CURRENCIES}
      />

      <LinkMessageFields
        thankYou={form.register('thankYouMessage')}
        redirectUrl={form.register('redirectUrl')}
        defaultThankYou={DEFAULT_DONATION_THANK_YOU}
        errors={{
          thankYouMessage: errors.thankYouMessage?.message,
          redirectUrl: errors.redirectUrl?.message,
        }}
      />

      <CreatorActions
        cancelHref={paths.dashboard.createLink.getHref()}
        submitLabel="Create Donation Link"
        pendingLabel="Creating link..."
        isPending={createLink.isPending}
        isDisabled={isMissingRequired}
      />
    </LinkCreatorLayout>
  );
}
