/**
 * The payer page's state machine (docs/product.md#payer-pages, docs/product.md#states; docs/payments.md): step 1 (method), step 2 (details),
 * then the payment's own states — processing, OTP, approval on the phone, finishing on the
 * provider's page, waiting for a bank transfer, succeeded, failed — and a "reconnect" state when a
 * resumed attempt could not be confirmed.
 * @module
 */
import type { Translate } from '@malipo/contracts/i18n/translator';
import type { NextAction, PaymentStatus, PublicPayment } from '@malipo/contracts/payments';
import type { ApiError } from '@/lib/api-client';
import { mapServerFields, type FieldErrors, type FieldKey } from './checkout-fields';

/** How the payer pays: the spec's "Card", "Mobile" (mobile money) or "Bank transfer". */
export type PayMethod = 'card' | 'mobile' | 'bank';

/** The account, exact amount and reference a bank transfer waits for (docs/payments.md#bank-transfer). */
export type BankTransferAction = Extract<NextAction, { type: 'bank_transfer' }>;

/**
 * A bank transfer that arrived with another amount than asked: `expectedMinor` asked and
 * `receivedMinor` arrived, in minor units of `currency` (docs/payments.md#bank-transfer).
 */
export interface TransferMismatch {
  expectedMinor: number;
  receivedMinor: number;
  currency: string;
}

/** The {@link TransferMismatch} of `payment`, or `null` when what arrived was what was asked. */
export function transferMismatchOf(payment: PublicPayment): TransferMismatch | null {
  const mismatch = payment.transferMismatch;
  return mismatch ? { ...mismatch, currency: payment.currency } : null;
}

/**
 * What the operator's prompt on the payer's phone asks for (docs/payments.md#mobile-money): the
 * provider's id (`mpesa`, `MOBILE_MONEY_PROVIDERS`) and the amount, in minor units of `currency`.
 */
export interface ApprovalPrompt {
  provider: string;
  amountMinor: number;
  currency: string;
}

/** The prompt of `payment`, when it is paid by mobile money. */
export function approvalPromptOf(payment: PublicPayment): ApprovalPrompt | null {
  const method = payment.paymentMethod;
  return method.type === 'mobile_money'
    ? { provider: method.provider, amountMinor: payment.amountMinor, currency: payment.currency }
    : null;
}

/**
 * Where the payer is in the flow. `payment` is what the server answered: the payment (`T`
 * defaults to it), or on the subscribe page the subscription whose first charge is being paid. A
 * failure carries its `code` when the server gave one and the `message` to show otherwise; a
 * reconnect its message, in the page's language. `redirect` is a payment finished on the
 * provider's page at `url` (docs/providers.md#routing): `isLeaving` when it answers the payer's own
 * Pay, so the page is on its way there; otherwise the payer came back (or reloaded) before the
 * provider confirmed, and the page waits for the outcome. `transfer` is a bank transfer waiting for
 * the payer's money, with its account; a failure may carry the `mismatch` of a transfer that
 * arrived short. `approval` carries the operator's `prompt` when the answer tells it.
 */
export type Phase<T = PublicPayment> =
  | { kind: 'form' }
  | { kind: 'processing'; payment: T | null }
  | { kind: 'otp'; payment: T }
  | { kind: 'approval'; payment: T; phoneMasked: string; prompt?: ApprovalPrompt | null }
  | { kind: 'redirect'; payment: T; url: string; isLeaving: boolean }
  | { kind: 'transfer'; payment: T; action: BankTransferAction }
  | { kind: 'succeeded'; payment: T }
  | { kind: 'failed'; code?: string | null; message: string; mismatch?: TransferMismatch | null }
  | { kind: 'reconnect'; message: string };

/** The whole checkout state. `method === null` in the form phase is step 1. */
export interface CheckoutState<T = PublicPayment> {
  method: PayMethod | null;
  phase: Phase<T>;
  isSubmitting: boolean;
  /** A message for the whole form (not tied to one field). */
  banner: string | null;
  errors: FieldErrors;
  /** Bumped whenever errors come from a submit, so the form can move focus to the first one. */
  errorsRevision: number;
}

/**
 * Something that happened. `phase_reached`: the server answered and the answer shows as `phase`;
 * `unconfirmed`: no answer came, and `message` ({@link unconfirmedMessage}) says so.
 */
export type CheckoutAction<T = PublicPayment> =
  | { type: 'method_chosen'; method: PayMethod }
  | { type: 'back_to_step_1' }
  | { type: 'errors_set'; errors: FieldErrors }
  | { type: 'field_error_set'; key: FieldKey; message: string | null }
  | { type: 'submit_started' }
  | { type: 'sending' }
  | { type: 'resume_started'; method: PayMethod }
  | { type: 'phase_reached'; phase: Phase<T> }
  | { type: 'rejected'; error: ApiError }
  | { type: 'unconfirmed'; message: string; isResumed: boolean }
  | { type: 'try_again' };

/** Initial state: step 1, nothing chosen (it fits a checkout of any answer type). */
export const initialCheckoutState: CheckoutState<never> = {
  method: null,
  phase: { kind: 'form' },
  isSubmitting: false,
  banner: null,
  errors: {},
  errorsRevision: 0,
};

/** True when a payment can no longer change on its own (the attempt is over). */
export function isFinalStatus(status: PaymentStatus): boolean {
  switch (status) {
    case 'succeeded':
    case 'failed':
    case 'canceled':
    case 'refunded':
    case 'partially_refunded':
    case 'requires_payment_method':
      return true;
    case 'processing':
    case 'requires_action':
      return false;
  }
}

/**
 * The phase that shows `payment`; a failure without the server's reason says
 * `checkout:paymentFailed` with `t`.
 */
export function phaseForPayment(payment: PublicPayment, t: Translate): Phase {
  switch (payment.status) {
    case 'succeeded':
    case 'refunded':
    case 'partially_refunded':
      return { kind: 'succeeded', payment };
    case 'failed':
    case 'canceled':
    case 'requires_payment_method': {
      const mismatch = transferMismatchOf(payment);
      return {
        kind: 'failed',
        code: payment.failure?.code ?? null,
        message: payment.failure?.message ?? t('checkout:paymentFailed'),
        ...(mismatch ? { mismatch } : {}),
      };
    }
    case 'processing':
      return { kind: 'processing', payment };
    case 'requires_action': {
      const action = payment.nextAction;
      if (action?.type === 'otp') return { kind: 'otp', payment };
      if (action?.type === 'mobile_money_approval') {
        return {
          kind: 'approval',
          payment,
          phoneMasked: action.phoneMasked,
          prompt: approvalPromptOf(payment),
        };
      }
      if (action?.type === 'redirect') {
        return { kind: 'redirect', payment, url: action.url, isLeaving: false };
      }
      if (action?.type === 'bank_transfer') return { kind: 'transfer', payment, action };
      return { kind: 'processing', payment };
    }
  }
}

/**
 * What the payer reads, in the page's language (`t`), when an attempt got no definite answer
 * (`error`): why, and that retrying — the Try again of a resumed attempt, else Pay — charges once.
 */
export function unconfirmedMessage(error: ApiError, isResumed: boolean, t: Translate): string {
  const cause = error.isNetworkError
    ? t('checkout:unconfirmed.connectionDropped')
    : t('checkout:unconfirmed.unknown');
  const retry = isResumed ? t('checkout:unconfirmed.tryAgain') : t('checkout:unconfirmed.pressPay');
  return `${cause} ${retry}`;
}

function rejectedState<T>(state: CheckoutState<T>, error: ApiError): CheckoutState<T> {
  const { errors, other } = mapServerFields(error.fields);
  const hasFieldErrors = Object.keys(errors).length > 0;
  let banner: string | null = other.length > 0 ? other.join(' ') : null;
  if (!hasFieldErrors && banner === null) banner = error.message;
  return {
    ...state,
    phase: { kind: 'form' },
    isSubmitting: false,
    banner,
    errors,
    errorsRevision: state.errorsRevision + 1,
  };
}

/** The reducer of {@link CheckoutState}. */
export function checkoutReducer<T>(state: CheckoutState<T>, action: CheckoutAction<T>): CheckoutState<T> {
  switch (action.type) {
    case 'method_chosen':
      return { ...state, method: action.method, phase: { kind: 'form' }, banner: null, errors: {} };
    case 'back_to_step_1':
      return { ...state, method: null, phase: { kind: 'form' }, banner: null, errors: {} };
    case 'errors_set':
      return { ...state, errors: action.errors, errorsRevision: state.errorsRevision + 1 };
    case 'field_error_set': {
      const errors = { ...state.errors };
      if (action.message) errors[action.key] = action.message;
      else delete errors[action.key];
      return { ...state, errors };
    }
    case 'submit_started':
      return { ...state, isSubmitting: true, banner: null, errors: {} };
    case 'sending':
      return { ...state, isSubmitting: true, phase: { kind: 'processing', payment: null } };
    case 'resume_started':
      return {
        ...state,
        method: action.method,
        isSubmitting: true,
        phase: { kind: 'processing', payment: null },
      };
    case 'phase_reached':
      return { ...state, isSubmitting: false, banner: null, phase: action.phase };
    case 'rejected':
      return rejectedState(state, action.error);
    case 'unconfirmed': {
      const { message } = action;
      return action.isResumed
        ? { ...state, isSubmitting: false, phase: { kind: 'reconnect', message } }
        : { ...state, isSubmitting: false, phase: { kind: 'form' }, banner: message };
    }
    case 'try_again':
      return { ...state, phase: { kind: 'form' }, isSubmitting: false, banner: null, errors: {} };
  }
}
