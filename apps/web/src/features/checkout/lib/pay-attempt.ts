/**
 * One payment attempt of a payer on a link: its idempotency key and the exact request body, kept in
 * `sessionStorage` under `malipo:pay:{linkId}:attempt` *before* the request is sent. A reload, a
 * retry after a dropped connection or a second tap re-sends the same key and body, which the server
 * answers with the stored result instead of charging again (DESIGN.md §3 "Idempotency"). The attempt
 * is cleared once it reaches a final outcome, so the next try gets a new key.
 * The body holds the payer's name and email and a provider token or phone number, never card fields.
 * @module
 */
import type { CreateLinkPaymentInput } from '@malipo/contracts/payments';

/** A stored attempt. */
export interface PayAttempt {
  idempotencyKey: string;
  request: CreateLinkPaymentInput;
}

/** The sessionStorage key of the attempt on `linkId`. */
export function payAttemptStorageKey(linkId: string): string {
  return `malipo:pay:${linkId}:attempt`;
}

/** A random UUID v4; `crypto.randomUUID` is missing outside secure contexts, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isPayAttempt(value: unknown): value is PayAttempt {
  if (typeof value !== 'object' || value === null) return false;
  if (!('idempotencyKey' in value) || typeof value.idempotencyKey !== 'string') return false;
  if (!('request' in value) || typeof value.request !== 'object' || value.request === null) return false;
  const request = value.request;
  return 'payer' in request && 'paymentMethod' in request;
}

/** The attempt left unfinished on `linkId` in this tab, or `null`. Unreadable data is ignored. */
export function loadPayAttempt(linkId: string): PayAttempt | null {
  try {
    const raw = sessionStorage.getItem(payAttemptStorageKey(linkId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPayAttempt(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Creates an attempt with a fresh key for `request` and stores it before anything is sent. */
export function startPayAttempt(linkId: string, request: CreateLinkPaymentInput): PayAttempt {
  const attempt: PayAttempt = { idempotencyKey: newIdempotencyKey(), request };
  try {
    sessionStorage.setItem(payAttemptStorageKey(linkId), JSON.stringify(attempt));
  } catch {
    // Storage unavailable (private mode, quota): in-page retries still reuse the key held in memory.
  }
  return attempt;
}

/** Forgets the attempt on `linkId` (it reached a final outcome or was rejected). */
export function clearPayAttempt(linkId: string): void {
  try {
    sessionStorage.removeItem(payAttemptStorageKey(linkId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
