/**
 * The payer form every checkout shares (payment link, donation, catalogue order): the payer's name
 * and email, the card fields or the lazily loaded mobile money fields, their checks on change and
 * blur in the page's language, and turning them into a payment method (the card is tokenized by the provider first, so
 * only the token reaches Malipo; docs/payments.md). In live mode the card is typed on the
 * provider's hosted page instead, so the form has no card fields and sends `{ type: 'card' }`
 * (docs/providers.md#routing). A bank transfer has no fields and sends `{ type: 'bank_transfer' }`
 * (docs/payments.md#bank-transfer).
 * @module
 */
import { useState } from 'react';
import { cardDigits } from '@malipo/contracts/card';
import type { Mode } from '@malipo/contracts/modes';
import type { AvailablePaymentMethods, PaymentMethodInput } from '@malipo/contracts/payments';
import { useI18n } from '@/lib/i18n/page-i18n';
import { createCardToken } from '../api/create-card-token';
import { loadBankTransferModule } from './use-bank-transfer-module';
import type { MobileMoneyField, MobileMoneyValues } from '../components/mobile-money-fields';
import {
  EMPTY_CARD,
  cardFieldKey,
  cardFieldProblem,
  firstErrorField,
  payerFieldProblem,
  problemMessage,
  problemMessages,
  validateCard,
  validatePayer,
  type CardValues,
  type FieldErrors,
  type FieldKey,
  type FieldProblem,
  type FieldProblems,
  type PayerValues,
} from '../lib/checkout-fields';
import type { PayMethod } from '../lib/checkout-state';
import { usePayerPage } from '@/lib/payer-page-context';
import { useMobileMoneyModule } from './use-mobile-money-module';

/** What the form needs from the checkout it belongs to (see `useCheckout`). */
export interface PaymentFormHost {
  state: { method: PayMethod | null; errors: FieldErrors };
  setErrors: (errors: FieldErrors) => void;
  setFieldError: (key: FieldKey, message: string | null) => void;
}

/** Options of {@link usePaymentForm}. */
export interface PaymentFormOptions {
  /** Currency of the amount, to suggest the mobile money country. */
  currency: string;
  /** True when the payer may leave their name out (donations). */
  isNameOptional?: boolean;
  /** The methods the page offers: its mobile money countries are the ones the form lists. */
  paymentMethods: AvailablePaymentMethods;
  /** The merchant's mode: in live mode the card is typed on the provider's page (docs/providers.md#modes). */
  mode: Mode;
  /** The payer's details to start from when the page knows them (an invoice's customer billed). */
  knownPayer?: Partial<PayerValues>;
}

/**
 * State and handlers of the payer form of `host`. `prepare()` checks every field of the chosen
 * method: on errors it shows them (focusing the first) and returns `null`; otherwise it returns a
 * function resolving with the payment method to send (throws `ApiError` when tokenization fails).
 */
export function usePaymentForm(
  host: PaymentFormHost,
  { currency, isNameOptional = false, paymentMethods, mode, knownPayer }: PaymentFormOptions,
) {
  const { mobileMoneyCountries } = paymentMethods;
  const isCardOnProviderPage = mode === 'live';
  const { method, errors } = host.state;
  const { t } = useI18n();
  // A form the server refused (posted without JavaScript) comes back with what the payer typed.
  const typed = usePayerPage()?.form?.values ?? {};
  const [payer, setPayer] = useState<PayerValues>({
    name: typed.name ?? knownPayer?.name ?? '',
    email: typed.email ?? knownPayer?.email ?? '',
  });
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [mobile, setMobile] = useState<MobileMoneyValues | null>(null);
  const mobileModule = useMobileMoneyModule(method === 'mobile');
  const mobileValues =
    mobile ?? mobileModule.module?.mobileMoneyValuesFrom(typed, currency, mobileMoneyCountries) ?? null;
  const payerOptions = { isNameOptional };

  // A field's message is updated while typing only once it shows one; on blur it is checked when filled.
  const revalidate = (key: FieldKey, problem: FieldProblem | null, force: boolean) => {
    if (force || errors[key]) host.setFieldError(key, problemMessage(problem, t));
  };

  const onPayerChange = (key: keyof PayerValues, value: string) => {
    setPayer((current) => ({ ...current, [key]: value }));
    revalidate(key, payerFieldProblem(key, value, payerOptions), false);
  };
  const onPayerBlur = (key: keyof PayerValues) =>
    revalidate(key, payerFieldProblem(key, payer[key], payerOptions), payer[key] !== '');

  const onCardChange = (key: keyof CardValues, value: string) => {
    setCard((current) => ({ ...current, [key]: value }));
    revalidate(cardFieldKey(key), cardFieldProblem(key, value), false);
  };
  const onCardBlur = (key: keyof CardValues) =>
    revalidate(cardFieldKey(key), cardFieldProblem(key, card[key]), card[key] !== '');

  const onMobileChange = (values: MobileMoneyValues, changed: MobileMoneyField) => {
    setMobile(values);
    const module = mobileModule.module;
    if (!module) return;
    revalidate(changed, module.mobileMoneyFieldProblem(changed, values), false);
    if (changed !== 'phone') revalidate('phone', module.mobileMoneyFieldProblem('phone', values), false);
  };
  const onMobileBlur = (field: MobileMoneyField) => {
    if (!mobileModule.module || !mobileValues) return;
    const hasValue = field !== 'phone' || mobileValues.phone !== '';
    revalidate(field, mobileModule.module.mobileMoneyFieldProblem(field, mobileValues), hasValue);
  };

  /** True when the method's key fields have something in them. */
  const isMethodFilled = () => {
    switch (method) {
      case 'card':
        return (
          isCardOnProviderPage || [card.number, card.expiry, card.cvc].every((value) => value.trim() !== '')
        );
      case 'mobile':
        return mobileValues !== null && mobileValues.phone.trim() !== '';
      case 'bank':
        return true;
      case null:
        return false;
    }
  };

  /**
   * True when the name (unless optional), the email and the method's key fields — card number,
   * expiry and CVV (none in live mode), the phone number, none for a bank transfer — have something
   * in them (docs/product.md#validation, catalogue checkout).
   */
  const isFilled =
    (isNameOptional || payer.name.trim() !== '') && payer.email.trim() !== '' && isMethodFilled();

  const prepare = (): (() => Promise<PaymentMethodInput>) | null => {
    if (method === null) return null;
    let problems: FieldProblems = validatePayer(payer, payerOptions);
    let build: () => Promise<PaymentMethodInput>;
    if (method === 'bank') {
      // The answer is an account to transfer to: its instructions start loading with the request.
      loadBankTransferModule().catch(() => undefined);
      build = () => Promise.resolve({ type: 'bank_transfer' });
    } else if (method === 'card' && isCardOnProviderPage) {
      // No token: the payment answers with the provider's page, where the payer types the card.
      build = () => Promise.resolve({ type: 'card' });
    } else if (method === 'card') {
      problems = { ...problems, ...validateCard(card) };
      build = async () => {
        const { token } = await createCardToken({
          number: cardDigits(card.number),
          expiry: card.expiry,
          cvc: card.cvc,
          holderName: card.holderName.trim(),
        });
        return { type: 'card', token };
      };
    } else {
      if (!mobileModule.module || !mobileValues) return null;
      const result = mobileModule.module.validateMobileMoney(mobileValues);
      if (!result.ok) problems = { ...problems, ...result.problems };
      build = () =>
        result.ok
          ? Promise.resolve(result.paymentMethod)
          : Promise.reject(new Error('Mobile money details were not validated'));
    }
    if (firstErrorField(problems)) {
      host.setErrors(problemMessages(problems, t));
      return null;
    }
    return build;
  };

  return {
    payer,
    card,
    mobileValues,
    mobileModule,
    /** The mobile money countries the form lists, in the page's order. */
    mobileMoneyCountries,
    /** True in live mode: the card is typed on the provider's hosted page, not in this form. */
    isCardOnProviderPage,
    isFilled,
    /** The payer's name and email, trimmed, as requests carry them. */
    payerInput: () => ({ name: payer.name.trim(), email: payer.email.trim() }),
    /** Empties the card fields (after a failed payment: the next try starts with a new card). */
    resetCard: () => setCard(EMPTY_CARD),
    onPayerChange,
    onPayerBlur,
    onCardChange,
    onCardBlur,
    onMobileChange,
    onMobileBlur,
    prepare,
  };
}

/** The payer form's state and handlers. */
export type PaymentForm = ReturnType<typeof usePaymentForm>;
