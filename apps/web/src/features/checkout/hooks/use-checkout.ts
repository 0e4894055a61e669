/**
 * Drives one payer's checkout — on a payment link, a donation link or a catalogue order, whichever
 * {@link PayTarget} it is given: sends attempts with a stable idempotency key, resumes an unfinished
 * attempt after a reload, polls non-final payments every 2 s and confirms OTPs.
 * @module
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { PublicPayment } from '@malipo/contracts/payments';
import { ApiError } from '../../../lib/api-client';
import { confirmPaymentOtp } from '../api/confirm-payment-otp';
import { getPublicPayment } from '../api/get-public-payment';
import type { FieldErrors, FieldKey } from '../lib/checkout-fields';
import { checkoutReducer, initialCheckoutState, isFinalStatus, type PayMethod } from '../lib/checkout-state';
import {
  clearPayAttempt,
  loadPayAttempt,
  startPayAttempt,
  type PayAttempt,
  type PayRequest,
  type PayTarget,
} from '../lib/pay-attempt';
import { sendPayAttempt } from '../lib/send-pay-attempt';

/** How often a non-final payment is re-read, in milliseconds. */
export const POLL_INTERVAL_MS = 2000;

function methodOf(attempt: PayAttempt): PayMethod {
  return attempt.request.paymentMethod.type === 'card' ? 'card' : 'mobile';
}

/**
 * State and actions of a checkout that pays `target` (keep it stable, e.g. with `useMemo`),
 * starting with `initialMethod` chosen (none by default: step 1).
 * `submit(buildRequest)` resends the unfinished attempt if there is one, otherwise builds a request
 * (e.g. tokenizes the card; an `ApiError` thrown there is shown on the form) and starts a new attempt.
 */
export function useCheckout<TRequest extends PayRequest>(
  target: PayTarget<TRequest>,
  { initialMethod = null }: { initialMethod?: PayMethod | null } = {},
) {
  const { storageKey, send } = target;
  const [state, dispatch] = useReducer(checkoutReducer, initialMethod, (method) => ({
    ...initialCheckoutState,
    method,
  }));
  // In-memory copy of the attempt, for browsers where sessionStorage is unavailable.
  const attemptRef = useRef<PayAttempt<TRequest> | null>(null);

  const pendingAttempt = useCallback(
    () => loadPayAttempt<TRequest>(storageKey) ?? attemptRef.current,
    [storageKey],
  );

  const forgetAttempt = useCallback(() => {
    attemptRef.current = null;
    clearPayAttempt(storageKey);
  }, [storageKey]);

  const applyPayment = useCallback(
    (payment: PublicPayment) => {
      if (isFinalStatus(payment.status)) forgetAttempt();
      dispatch({ type: 'payment_updated', payment });
    },
    [forgetAttempt],
  );

  const run = useCallback(
    async (attempt: PayAttempt<TRequest>, isResumed: boolean) => {
      const outcome = await sendPayAttempt(send, attempt);
      switch (outcome.kind) {
        case 'payment':
          applyPayment(outcome.payment);
          return;
        case 'rejected':
          forgetAttempt();
          dispatch({ type: 'rejected', error: outcome.error });
          return;
        case 'unconfirmed':
          dispatch({ type: 'unconfirmed', error: outcome.error, isResumed });
          return;
      }
    },
    [send, applyPayment, forgetAttempt],
  );

  // A reload in the middle of an attempt: re-send it; the server replays its answer.
  const hasResumedRef = useRef(false);
  useEffect(() => {
    if (hasResumedRef.current) return;
    hasResumedRef.current = true;
    const attempt = loadPayAttempt<TRequest>(storageKey);
    if (!attempt) return;
    attemptRef.current = attempt;
    dispatch({ type: 'resume_started', method: methodOf(attempt) });
    void run(attempt, true);
  }, [storageKey, run]);

  // Poll payments that are processing or waiting for approval on the phone.
  const { phase } = state;
  const pollingPaymentId =
    phase.kind === 'approval' || (phase.kind === 'processing' && phase.payment)
      ? (phase.payment?.id ?? null)
      : null;
  useEffect(() => {
    if (!pollingPaymentId) return;
    let isActive = true;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const payment = await getPublicPayment(pollingPaymentId, controller.signal);
        if (!isActive) return;
        applyPayment(payment);
        if (!isFinalStatus(payment.status)) timer = setTimeout(poll, POLL_INTERVAL_MS);
      } catch {
        // A dropped poll is retried on the next tick; the payment keeps going on the server.
        if (isActive) timer = setTimeout(poll, POLL_INTERVAL_MS);
      }
    };
    timer = setTimeout(poll, POLL_INTERVAL_MS);
    return () => {
      isActive = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [pollingPaymentId, applyPayment]);

  const submit = useCallback(
    async (buildRequest: () => Promise<TRequest>) => {
      dispatch({ type: 'submit_started' });
      let attempt = pendingAttempt();
      if (!attempt) {
        let request: TRequest;
        try {
          request = await buildRequest();
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          dispatch({ type: 'rejected', error });
          return;
        }
        attempt = startPayAttempt(storageKey, request);
        attemptRef.current = attempt;
      }
      dispatch({ type: 'sending' });
      await run(attempt, false);
    },
    [storageKey, pendingAttempt, run],
  );

  const retryPending = useCallback(() => {
    const attempt = pendingAttempt();
    if (!attempt) {
      dispatch({ type: 'try_again' });
      return;
    }
    dispatch({ type: 'resume_started', method: methodOf(attempt) });
    void run(attempt, true);
  }, [pendingAttempt, run]);

  /** Sends the OTP; resolves with an error message for the OTP field, or `null` when the payment moved on. */
  const confirmOtp = useCallback(
    async (paymentId: string, code: string): Promise<string | null> => {
      try {
        applyPayment(await confirmPaymentOtp(paymentId, code));
        return null;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.code === 'invalid_state') {
          // Already confirmed or finished (e.g. from another tab): show where it is now.
          try {
            applyPayment(await getPublicPayment(paymentId));
            return null;
          } catch {
            return error.message;
          }
        }
        return error.fields.code ?? error.message;
      }
    },
    [applyPayment],
  );

  const chooseMethod = useCallback((method: PayMethod) => dispatch({ type: 'method_chosen', method }), []);
  const backToStep1 = useCallback(() => dispatch({ type: 'back_to_step_1' }), []);
  const setErrors = useCallback((errors: FieldErrors) => dispatch({ type: 'errors_set', errors }), []);
  const setFieldError = useCallback(
    (key: FieldKey, message: string | null) => dispatch({ type: 'field_error_set', key, message }),
    [],
  );
  const tryAgain = useCallback(() => dispatch({ type: 'try_again' }), []);

  return {
    state,
    chooseMethod,
    backToStep1,
    setErrors,
    setFieldError,
    tryAgain,
    submit,
    retryPending,
    confirmOtp,
  };
}
