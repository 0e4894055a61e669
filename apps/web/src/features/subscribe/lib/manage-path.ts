/**
 * The self-service page's address. The contracts' `manageSubscriptionPath` lives beside zod schemas,
 * which the payer pages must not download, so it is restated here; `manage-path.test.ts` keeps the
 * two equal.
 * @module
 */

/** `/subscriptions/{token}` — where a payer sees and cancels their subscription. */
export function manageSubscriptionHref(token: string): string {
  return `/subscriptions/${encodeURIComponent(token)}`;
}
