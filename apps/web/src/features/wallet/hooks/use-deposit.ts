/**
 * A deposit into the merchant's own wallet, driven by the payer pages' checkout machinery
 * (`useCheckout`: one idempotency key per attempt kept in sessionStorage, resume after a reload,
 * polling every 2 s while mobile money waits for approval, OTP confirmation). The form holds amount,
 * currency, method and mobile number; card fields stay in memory and go only to the provider's
 * tokenization endpoint (docs/payments.md), exactly as on the payer pages. In live mode there are no
 * card fields: the deposit asks for `{ type: 'card' }` and the merchant is sent to the provider's
 * hosted page, which brings them back to the deposit screen (docs/providers.md#routing).
 * @module
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { cardDigits } from '@malipo/contracts/card';
import type { Mode } from '@malipo/contracts/modes';
import type { PaymentMethodInput } from '@malipo/contracts/payments';
import type { CreateDepositRequest } from '@malipo/contracts/wallet';
import { createCardToken } from '@/features/checkout/api/create-card-token';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import {
  EMPTY_CARD,
  cardFieldKey,
  cardFieldProblem,
  problemMessage,
  problemMessages,
  validateCard,
  type CardValues,
} from '@/features/checkout/lib/checkout-fields';
import type { PayTarget } from '@/features/checkout/lib/pay-attempt';
import { createDeposit } from '../api/create-deposit';
import {
  EMPTY_DEPOSIT_FORM,
  depositFormSchema,
  toDepositRequest,
  type DepositFormValues,
} from '../lib/deposit-form';
import { toMobileRecipient } from '../lib/mobile-number';
import { useI18n } from '@/lib/i18n/page-i18n';
import { invalidateMoneyQueries } from '@/lib/money-queries';

async function tokenize(card: CardValues): Promise<PaymentMethodInput> {
  const { token } = await createCardToken({
    number: cardDigits(card.number),
    expiry: card.expiry,
    cvc: card.cvc,
    holderName: card.holderName.trim(),
  });
  return { type: 'card', token };
}

/**
 * State and actions of the deposit screen. `storageScope` (the user's id) keeps one person's
 * unfinished attempt from being resumed by another in the same tab; `mode` is the dashboard's.
 */
export function useDeposit(storageScope: string, mode: Mode) {
  const isCardOnProviderPage = mode === 'live';
  const queryClient = useQueryClient();
  const target = useMemo<PayTarget<CreateDepositRequest>>(
    () => ({ storageKey: `malipo:wallet-deposit:${storageScope}:attempt`, send: createDeposit }),
    [storageScope],
  );
  const checkout = useCheckout(target, { initialMethod: 'mobile' });
  const form = useForm<DepositFormValues>({
    resolver: zodResolver(depositFormSchema),
    defaultValues: EMPTY_DEPOSIT_FORM,
  });
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const { t } = useI18n();
  const cardErrorOf = (key: keyof CardValues, value: string) =>
    problemMessage(cardFieldProblem(key, value), t);
  const { setErrors, setFieldError } = checkout;
  const cardErrors = checkout.state.errors;

  const isSucceeded = checkout.state.phase.kind === 'succeeded';
  useEffect(() => {
    if (isSucceeded) invalidateMoneyQueries(queryClient);
  }, [isSucceeded, queryClient]);

  const onCardChange = (key: keyof CardValues, value: string) => {
    setCard((current) => ({ ...current, [key]: value }));
    if (cardErrors[cardFieldKey(key)]) setFieldError(cardFieldKey(key), cardErrorOf(key, value));
  };
  const onCardBlur = (key: keyof CardValues) => {
    if (card[key] !== '') setFieldError(cardFieldKey(key), cardErrorOf(key, card[key]));
  };

  const send = (values: DepositFormValues) => {
    if (checkout.state.isSubmitting) return;
    if (values.method === 'card' && !isCardOnProviderPage) {
      const problems = validateCard(card);
      if (Object.keys(problems).length > 0) {
        setErrors(problemMessages(problems, t));
        return;
      }
    }
    const recipient = values.method === 'mobile' ? toMobileRecipient(values) : null;
    if (values.method === 'mobile' && !recipient) return;
    const cardMethod = async (): Promise<PaymentMethodInput> =>
      isCardOnProviderPage ? { type: 'card' } : tokenize(card);
    void checkout.submit(async () =>
      toDepositRequest(values, recipient ? { type: 'mobile_money', ...recipient } : await cardMethod()),
    );
  };

  /** Checks the card too when the rest of the form is invalid, so every message shows at once. */
  const onSubmit = (event: FormEvent) => {
    if (form.getValues('method') === 'card' && !isCardOnProviderPage) {
      setErrors(problemMessages(validateCard(card), t));
    }
    void form.handleSubmit(send)(event);
  };

  /** Back to an empty form after a deposit. */
  const startOver = () => {
    form.reset(EMPTY_DEPOSIT_FORM);
    setCard(EMPTY_CARD);
    checkout.tryAgain();
  };

  return {
    checkout,
    form,
    /** The dashboard's mode: only test mode shows the sandbox's hints. */
    mode,
    /** True in live mode: the card is typed on the provider's hosted page, not in this form. */
    isCardOnProviderPage,
    card,
    onCardChange,
    onCardBlur,
    onSubmit,
    startOver,
    resetCard: () => setCard(EMPTY_CARD),
  };
}

/** What {@link useDeposit} returns. */
export type DepositController = ReturnType<typeof useDeposit>;
