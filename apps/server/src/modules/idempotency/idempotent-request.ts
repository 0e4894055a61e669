/**
 * The request side of idempotency keys (docs/payments.md#idempotency): the `Idempotency-Key` header's
 * check and the request's fingerprint, which the idempotency plugin (`plugins/idempotency.ts`) reads
 * for every money-moving POST and `idempotency.ts` stores with the key.
 * @module
 */
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';

/**
 * Validates the `Idempotency-Key` header value (1–255 visible ASCII characters) and returns it.
 * Throws `idempotency_key_missing` (400) when absent or malformed. Routes get it through the
 * idempotency plugin.
 */
export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new AppError(
      'idempotency_key_missing',
      'Send an Idempotency-Key header (1–255 visible ASCII characters) with this request',
    );
  }
  return key;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 of the request's identity: method, URL as received (path and query) and the canonical JSON
 * of its (validated) body. Stored with a key, so it must not change while keys live (24 h).
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}
