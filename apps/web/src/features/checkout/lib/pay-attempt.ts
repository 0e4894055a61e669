/**
 * One payment attempt of a payer — on a payment link, a donation link, a catalogue order or a
 * subscription: its
 * idempotency key and the exact request body, kept in `sessionStorage` (see
 * {@link payAttemptStorageKey}) *before* the request is sent. A reload, a retry after a dropped
 * connection or a second tap re-sends the same key and body, which the server answers with the
 * stored result instead of charging again (docs/payments.md "Idempotency"). The attempt is cleared once
 * it reaches a final outcome, so the next try gets a new key.
 * The body holds the payer's details and a provider token or phone number, never card fields.
 * @module
 */
import type { PaymentMethodInput, PublicPayment } from '@malipo/contracts/payments';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** What every pay request carries: the payment method (a card token or a mobile money number). */
export interface PayRequest {
  paymentMethod: PaymentMethodInput;
}

/** A stored attempt. */
export interface PayAttempt<TRequest extends PayRequest = PayRequest> {
  idempotencyKey: string;
  request: TRequest;
}

/**
 * Where attempts go: the sessionStorage key holding the unfinished attempt, and the call that sends
 * a request with its `Idempotency-Key`, resolving with what the server answered — the payment, or
 * for a subscription the subscription (`TResult`) — and throwing `ApiError`.
 */
export interface PayTarget<TRequest extends PayRequest, TResult = PublicPayment> {
  storageKey: string;
  send: (request: TRequest, idempotencyKey: string) => Promise<TResult>;
}

/**
 * What a payer pays for: a payment link (`/pay`), a donation link (`/donate`), a catalogue order or
 * a subscription (`/subscribe`).
 */
export type PaySource = 'pay' | 'donate' | 'catalogue' | 'subscribe' | 'invoice';

/** The sessionStorage key of the attempt on `source` `id`, e.g. `malipo:pay:abc123:attempt`. */
export function payAttemptStorageKey(source: PaySource, id: string): string {
  return `malipo:${source}:${id}:attempt`;
}

// Only this module writes the key, always with a request of the caller's type, so checking the
// envelope (key and payment method) is enough to trust the rest.
function isPayAttempt<TRequest extends PayRequest>(value: unknown): value is PayAttempt<TRequest> {
  if (typeof value !== 'object' || value === null) return false;
  if (!('idempotencyKey' in value) || typeof value.idempotencyKey !== 'string') return false;
  if (!('request' in value) || typeof value.request !== 'object' || value.request === null) return false;
  const request = value.request;
  return (
    'paymentMethod' in request && typeof request.paymentMethod === 'object' && request.paymentMethod !== null
  );
}

/** The attempt left unfinished under `storageKey` in this tab, or `null`. Unreadable data is ignored. */
export function loadPayAttempt<TRequest extends PayRequest>(storageKey: string): PayAttempt<TRequest> | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPayAttempt<TRequest>(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Creates an attempt with a fresh key for `request` and stores it before anything is sent. */
export function startPayAttempt<TRequest extends PayRequest>(
  storageKey: string,
  request: TRequest,
): PayAttempt<TRequest> {
  const attempt: PayAttempt<TRequest> = { idempotencyKey: newIdempotencyKey(), request };
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(attempt));
  } catch {
    // Storage unavailable (private mode, quota): in-page retries still reuse the key held in memory.
  }
  return attempt;
}

/** Forgets the attempt under `storageKey` (it reached a final outcome or was rejected). */
export function clearPayAttempt(storageKey: string): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
