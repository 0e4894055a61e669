/**
 * Recognizes payer pages (docs/product.md#payer-pages), which the server answers with the payer
 * build of the web app and which that build mounts without a router: the payment link page, the
 * donation page, the subscribe page and a subscription's self-service page, a catalogue's
 * storefront and its checkout, receipts, and an invoice's page.
 * @module
 */

/** A payer page and the id in its address. */
export type PayerRoute =
  | { kind: 'pay'; id: string }
  | { kind: 'donate'; id: string }
  | { kind: 'subscribe'; id: string }
  /** A subscription's self-service page; `id` is its signed token. */
  | { kind: 'subscription'; id: string }
  | { kind: 'catalogue'; id: string }
  | { kind: 'receipt'; id: string }
  | { kind: 'invoice'; id: string };

const PATTERNS: ReadonlyArray<[PayerRoute['kind'], RegExp]> = [
  ['pay', /^\/pay\/([^/]+)\/?$/],
  ['donate', /^\/donate\/([^/]+)\/?$/],
  ['subscribe', /^\/subscribe\/([^/]+)\/?$/],
  ['subscription', /^\/subscriptions\/([^/]+)\/?$/],
  // The storefront handles both `/catalogue/{id}` and `/catalogue/{id}/checkout` itself.
  ['catalogue', /^\/catalogue\/([^/]+)(?:\/checkout)?\/?$/],
  ['receipt', /^\/receipts\/([^/]+)\/?$/],
  ['invoice', /^\/invoice\/([^/]+)\/?$/],
];

/**
 * The payer page at `pathname` — `/pay/{id}`, `/donate/{id}`, `/subscribe/{id}`,
 * `/subscriptions/{token}`, `/catalogue/{id}`, `/catalogue/{id}/checkout`, `/receipts/{id}` or
 * `/invoice/{id}` — or
 * `null` for any other path (and ids that are not valid percent-encoding).
 */
export function payerRoute(pathname: string): PayerRoute | null {
  for (const [kind, pattern] of PATTERNS) {
    const encoded = pattern.exec(pathname)?.[1];
    if (!encoded) continue;
    try {
      return { kind, id: decodeURIComponent(encoded) };
    } catch {
      return null;
    }
  }
  return null;
}
