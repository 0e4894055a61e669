/**
 * Drives one payer's checkout — on a payment link, a donation link, a catalogue order, a deposit or
 * a subscription, whichever {@link PayTarget} it is given: sends attempts with a stable idempotency
 * key, resumes an unfinished attempt after a reload, polls answers that are not final every 2 s
 * (a bank transfer's too, until the money arrives), confirms OTPs, tells the sandbox a test bank
 * transfer arrived, and sends the payer to the provider's page when the answer to their Pay asks
 * for it (docs/providers.md#routing). What an answer means is the {@link CheckoutTracker}'s business.
 * @module
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { PublicPayment } from '@malipo/contracts/payments';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/page-i18n';
import type { FieldErrors, FieldKey } from '../lib/checkout-fields';
import {
  checkoutReducer,
  unconfirmedMessage,
  type CheckoutState,
  type PayMethod,
} from '../lib/checkout-state';
import { checkoutStateFromPage } from '../lib/checkout-state-from-page';
import { paymentTracker, type CheckoutTracker } from '../lib/checkout-tracker';
import { offeredMethodOrNull } from '../lib/offered-methods';
import {
  clearPayAttempt,
  loadPayAttempt,
  startPayAttempt,
  type PayAttempt,
  type PayRequest,
  type PayTarget,
} from '../lib/pay-attempt';
import { sendPayAttempt } from '../lib/send-pay-attempt';
import { usePayerPage } from '@/lib/payer-page-context';

/** How often an answer that is not final (a processing payment) is re-read, in milliseconds. */
export const POLL_INTERVAL_MS = 2000;

function methodOf(attempt: PayAttempt | null): PayMethod {
  switch (attempt?.request.paymentMethod.type) {
    case 'mobile_money':
      return 'mobile';
    case 'bank_transfer':
      return 'bank';
    case 'card':
    case undefined:
      return 'card';
  }
}

/** Options of {@link useCheckout} and {@link useTrackedCheckout}. */
export interface CheckoutOptions {
  /**
   * The method chosen from the start (none by default: step 1), unless the payer page's address or
   * its refused form post names one (`checkoutStateFromPage`).
   */
  initialMethod?: PayMethod | null;
  /**
   * The methods the page offers (`offeredMethods`); a method its address or refused post names
   * that is not among them is ignored, so step 1 shows. All by default.
   */
  methods?: readonly PayMethod[];
}

/** Leaves the page for the provider's page at `url` (docs/providers.md#routing). */
function leaveFor(url: string): void {
  window.location.assign(url);
}

/**
 * State and actions of a checkout that pays `target` and follows its answers with `tracker` (keep
 * both stable, e.g. with `useMemo`); its own messages are in the page's language.
 * `submit(buildRequest)` resends the unfinished attempt if there is one, otherwise builds a request
 * (e.g. tokenizes the card; an `ApiError` thrown there is shown on the form) and starts a new
 * attempt.
 */
export function useTrackedCheckout<TRequest extends PayRequest, TResult extends object>(
  target: PayTarget<TRequest, TResult>,
  tracker: CheckoutTracker<TResult>,
  { initialMethod = null, methods }: CheckoutOptions = {},
) {
  const { storageKey, send } = target;
  const page = usePayerPage();
  const { t } = useI18n();
  const [state, dispatch] = useReducer(
    checkoutReducer<TResult>,
    initialMethod,
    (method): CheckoutState<TResult> => {
      const state = checkoutStateFromPage(page, tracker.phaseOf, method);
      return { ...state, method: offeredMethodOrNull(state.method, methods) };
    },
  );
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

  /**
   * Shows `answer`. When it answers the payer's own Pay (`isOwnPay`) and asks them to finish on the
   * provider's page, the page says so and goes there; any other time (a poll, a resumed attempt, the
   * payer back from that page) it waits for the outcome, offering the way back to that page.
   */
  const applyAnswer = useCallback(
    (answer: TResult, isOwnPay = false) => {
      const method = methodOf(pendingAttempt());
      if (tracker.isFinal(answer)) forgetAttempt();
      const phase = tracker.phaseOf(answer, method);
      if (phase.kind === 'redirect' && isOwnPay) {
        // The attempt stays stored: a payer who comes back before finishing sees it resumed.
        dispatch({ type: 'phase_reached', phase: { ...phase, isLeaving: true } });
        leaveFor(phase.url);
        return;
      }
      dispatch({ type: 'phase_reached', phase });
    },
    [tracker, pendingAttempt, forgetAttempt],
  );

  const run = useCallback(
    async (attempt: PayAttempt<TRequest>, isResumed: boolean) => {
      const outcome = await sendPayAttempt(send, attempt);
      switch (outcome.kind) {
        case 'answered':
          applyAnswer(outcome.result, !isResumed);
          return;
        case 'rejected':
          forgetAttempt();
          dispatch({ type: 'rejected', error: outcome.error });
          return;
        case 'unconfirmed':
          dispatch({
            type: 'unconfirmed',
            message: unconfirmedMessage(outcome.error, isResumed, t),
            isResumed,
          });
          return;
      }
    },
    [send, applyAnswer, forgetAttempt, t],
  );

  // A reload in the middle of an attempt: re-send it; the server replays its answer.
  const hasResumedRef = useRef(false);
  useEffect(() => {
    if (hasResumedRef.current) return;
    hasResumedRef.current = true;
    const attempt = loadPayAttempt<TRequest>(storageKey);
    if (!attempt) return;
    attemptRef.current = attempt;
    if (page?.payment?.kind === 'ready') {
      // The address names the payment the attempt led to (the payer is back from the provider's
      // page, docs/providers.md#routing): the page follows that payment instead of re-sending.
      if (tracker.isFinal(page.payment.data as TResult)) forgetAttempt();
      return;
    }
    dispatch({ type: 'resume_started', method: methodOf(attempt) });
    void run(attempt, true);
  }, [storageKey, run, page, tracker, forgetAttempt]);

  // Poll answers that are processing, waiting for approval on the phone, for a bank transfer or for
  // the provider's page to confirm — unless the page is leaving for that page.
  const { phase } = state;
  const polled =
    phase.kind === 'approval' ||
    phase.kind === 'processing' ||
    phase.kind === 'transfer' ||
    (phase.kind === 'redirect' && !phase.isLeaving)
      ? phase.payment
      : null;
  const pollingKey = polled === null ? null : tracker.keyOf(polled);
  useEffect(() => {
    if (!pollingKey) return;
    let isActive = true;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const answer = await tracker.reread(pollingKey, controller.signal);
        if (!isActive) return;
        applyAnswer(answer);
        if (!tracker.isFinal(answer)) timer = setTimeout(poll, POLL_INTERVAL_MS);
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
  }, [pollingKey, tracker, applyAnswer]);

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

  /**
   * Shows what `request` answers about the answer `key` names: `null` once shown, else the
   * `ApiError` it threw — unless that is `invalid_state` (already confirmed or finished, e.g. from
   * another tab), when the page shows where the answer is now instead.
   */
  const applyOrReread = useCallback(
    async (key: string, request: () => Promise<TResult>): Promise<ApiError | null> => {
      try {
        applyAnswer(await request());
        return null;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.code !== 'invalid_state') return error;
        try {
          applyAnswer(await tracker.reread(key));
          return null;
        } catch {
          return error;
        }
      }
    },
    [tracker, applyAnswer],
  );

  /** Sends the OTP; resolves with an error message for the OTP field, or `null` when the payment moved on. */
  const confirmOtp = useCallback(
    async (answer: TResult, code: string): Promise<string | null> => {
      const key = tracker.keyOf(answer);
      const { confirmOtp: send } = tracker;
      // Unreachable for trackers without OTPs: their `phaseOf` never returns `otp`.
      if (!send) throw new Error('No OTP step');
      const error = await applyOrReread(key, () => send(key, code));
      return error && (error.fields.code ?? error.message);
    },
    [tracker, applyOrReread],
  );

  /**
   * Test mode: tells the sandbox the bank transfer `answer` waits for arrived, and shows the
   * outcome; resolves with a message in the page's language when it could not, else `null`.
   */
  const simulateTransfer = useCallback(
    async (answer: TResult): Promise<string | null> => {
      const key = tracker.keyOf(answer);
      const { simulateTransfer: send } = tracker;
      // Unreachable for trackers without transfers: their `phaseOf` never returns `transfer`.
      if (!send) throw new Error('No bank transfer step');
      const error = await applyOrReread(key, () => send(key));
      return error && t('paymentStatus:bankTransfer.simulateFailed');
    },
    [tracker, applyOrReread, t],
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
    simulateTransfer,
    keyOf: tracker.keyOf,
  };
}

/**
 * {@link useTrackedCheckout} for targets answered with a payment (payment links, donations,
 * catalogue orders, deposits).
 */
export function useCheckout<TRequest extends PayRequest>(
  target: PayTarget<TRequest, PublicPayment>,
  options: CheckoutOptions = {},
) {
  const { t } = useI18n();
  const tracker = useMemo(() => paymentTracker(t), [t]);
  return useTrackedCheckout(target, tracker, options);
}
