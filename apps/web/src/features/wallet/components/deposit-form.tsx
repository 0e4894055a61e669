import { useWatch } from 'react-hook-form';
import { CreditCardIcon, SmartphoneIcon } from 'lucide-react';
import { PAYMENT_CURRENCIES } from '@malipo/contracts/currencies';
import { parseAmountToMinor, formatMoney } from '@malipo/contracts/money';
import { SANDBOX_TEST_CARDS } from '@malipo/contracts/sandbox-cards';
import { Button } from '@/components/ui/button';
import { CardFields } from '@/features/checkout/components/card-fields';
import type { DepositController } from '../hooks/use-deposit';
import type { DepositMethod } from '../lib/deposit-form';
import { AmountCurrencyFields } from './amount-currency-fields';
import { FormAlert } from '@/components/money-form/form-alert';
import { MobileNumberFields } from './mobile-number-fields';
import { OptionToggle, type ToggleOption } from './option-toggle';

const METHOD_OPTIONS: readonly ToggleOption<DepositMethod>[] = [
  { value: 'mobile', label: 'Mobile money', icon: SmartphoneIcon },
  { value: 'card', label: 'Card', icon: CreditCardIcon },
];

const CARD_HINT = `Test mode: ${SANDBOX_TEST_CARDS.map((c) => `${c.number} (${c.outcome})`).join(', ')}; any future expiry and any 3-digit CVV.`;

const MOBILE_HINT = 'We send a payment request to this number; approve it on the phone.';

/**
 * Direct deposit (docs/product.md#dashboard): amount, currency and method — a mobile money number (approved on the
 * phone) or a card (the payer pages' card fields, tokenized by the provider; in live mode typed on
 * the provider's page instead, docs/providers.md#routing). The sandbox's hints show only in test mode.
 */
export function DepositForm({ deposit }: { deposit: DepositController }) {
  const { form, checkout } = deposit;
  const { errors } = form.formState;
  const serverErrors = checkout.state.errors;
  const [method = 'mobile', amount = '', currency = 'USD', country = 'RW'] = useWatch({
    control: form.control,
    name: ['method', 'amount', 'currency', 'country'],
  });
  const amountMinor = parseAmountToMinor(amount, currency);
  const isSubmitting = checkout.state.isSubmitting;
  const isTestMode = deposit.mode === 'test';

  return (
    <form onSubmit={deposit.onSubmit} noValidate aria-label="Deposit" className="space-y-5">
      <AmountCurrencyFields
        idPrefix="deposit"
        amount={form.register('amount')}
        currency={form.register('currency')}
        currencies={PAYMENT_CURRENCIES}
        errors={{ amount: errors.amount?.message, currency: errors.currency?.message }}
      />
      <OptionToggle
        legend="Pay with"
        options={METHOD_OPTIONS}
        value={method}
        register={form.register('method')}
      />
      {method === 'mobile' ? (
        <MobileNumberFields
          idPrefix="deposit"
          country={country}
          register={{
            provider: form.register('provider'),
            country: form.register('country'),
            phone: form.register('phone'),
          }}
          errors={{
            provider: errors.provider?.message ?? serverErrors.provider,
            country: errors.country?.message ?? serverErrors.country,
            phone: errors.phone?.message ?? serverErrors.phone,
          }}
          phoneLabel="Mobile money number"
          hint={isTestMode ? `${MOBILE_HINT} Test mode: numbers ending in 0002 are declined.` : MOBILE_HINT}
        />
      ) : deposit.isCardOnProviderPage ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          You will enter your card details on our payment partner&apos;s secure page.
        </p>
      ) : (
        <div className="space-y-3">
          <CardFields
            values={deposit.card}
            errors={serverErrors}
            isDisabled={isSubmitting}
            onChange={deposit.onCardChange}
            onBlur={deposit.onCardBlur}
          />
          {isTestMode && <p className="text-xs leading-relaxed text-slate-500">{CARD_HINT}</p>}
        </div>
      )}
      <FormAlert>{checkout.state.banner}</FormAlert>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting
          ? 'Processing...'
          : amountMinor
            ? `Deposit ${formatMoney(amountMinor, currency)}`
            : 'Deposit'}
      </Button>
    </form>
  );
}
