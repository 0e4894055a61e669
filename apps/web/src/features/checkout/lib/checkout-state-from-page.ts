/**
 * The checkout state a payer page starts in, from what the server rendered it with
 * (docs/architecture.md#payer-pages): the method in its address (`?method=card`), the payment its
 * address names (`?payment={id}`, where a form post without JavaScript leads) and a refused form
 * post's messages. The server renders this state and the browser hydrates the same.
 * @module
 */
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { mapServerFields } from './checkout-fields';
import { initialCheckoutState, type CheckoutState, type PayMethod, type Phase } from './checkout-state';
import { payerPageParam } from '@/lib/payer-page-context';

/** `value` when it names a method, else `null`. */
export function parsePayMethod(value: string | null | undefined): PayMethod | null {
  return value === 'card' || value === 'mobile' || value === 'bank' ? value : null;
}

/**
 * The starting state of a checkout on `page` (none outside payer pages): its method, else
 * `initialMethod`; the phase of the answer the page names, shown with `phaseOf`; the refused post's
 * field messages and banner.
 */
export function checkoutStateFromPage<T>(
  page: PayerPageInput | null,
  phaseOf: (answer: T, method: PayMethod) => Phase<T>,
  initialMethod: PayMethod | null,
): CheckoutState<T> {
  const method =
    parsePayMethod(payerPageParam(page, 'method')) ??
    parsePayMethod(page?.form?.values.method) ??
    initialMethod;
  const state: CheckoutState<T> = { ...initialCheckoutState, method };
  if (page?.payment?.kind === 'ready') {
    // The server read it from this checkout's own answer endpoint (`GET /api/public/payments/{id}`).
    const answer = page.payment.data as T;
    return { ...state, phase: phaseOf(answer, method ?? 'card') };
  }
  if (page?.form) {
    const { errors, other } = mapServerFields(page.form.errors);
    const banner = [page.form.message, ...other].filter(Boolean).join(' ') || null;
    return { ...state, errors, banner, errorsRevision: 1 };
  }
  return state;
}
