/**
 * Recognizes payer pages, which the entry mounts without the router (see `main.tsx`).
 * @module
 */

/** The link id when `pathname` is a payment link page `/pay/{linkId}`, otherwise `null`. */
export function payerLinkId(pathname: string): string | null {
  const match = /^\/pay\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
