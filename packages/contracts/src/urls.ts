/**
 * Redirect URL rules (docs/product.md#states): `https://` is prepended when neither `http://` nor `https://` is
 * present; only http and https are ever followed, so `javascript:`, `data:` and other schemes are
 * refused.
 * @module
 */

const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * Normalizes a merchant-typed redirect URL. Returns `null` for empty text, the normalized URL,
 * or `{ error }` when the text is not an http(s) URL.
 */
export function normalizeRedirectUrl(text: string): string | null | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const hasHttp = /^https?:\/\//i.test(trimmed);
  if (!hasHttp && OTHER_SCHEME.test(trimmed))
    return { error: 'Only http:// and https:// addresses are allowed' };
  const candidate = hasHttp ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return { error: 'Only http:// and https:// addresses are allowed' };
    }
    if (!url.hostname.includes('.') && url.hostname !== 'localhost')
      return { error: 'Enter a valid web address' };
    return url.toString();
  } catch {
    return { error: 'Enter a valid web address' };
  }
}

/** True when `url` may be followed by the payer page (http or https only). */
export function isFollowableUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
