import { describe, expect, it } from 'vitest';
import { isRetryableAnswer, parseRetryAfterMs, retryDelayMs } from '../src/retry-policy';

describe('retry policy', () => {
  it('retries 409 only for a key in use, 429 and 5xx, never other 4xx', () => {
    expect(isRetryableAnswer(409, 'idempotency_key_in_use')).toBe(true);
    expect(isRetryableAnswer(409, 'invalid_state')).toBe(false);
    expect(isRetryableAnswer(429, 'rate_limited')).toBe(true);
    expect(isRetryableAnswer(500, 'internal')).toBe(true);
    expect(isRetryableAnswer(503, 'internal')).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 422]) expect(isRetryableAnswer(status, 'x')).toBe(false);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-15T10:00:00Z');
    expect(parseRetryAfterMs('3', now)).toBe(3000);
    expect(parseRetryAfterMs('Thu, 15 Jan 2026 10:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfterMs(null, now)).toBeNull();
    expect(parseRetryAfterMs('soon', now)).toBeNull();
    expect(parseRetryAfterMs('Thu, 15 Jan 2026 09:00:00 GMT', now)).toBeNull();
  });

  it('backs off exponentially with jitter, capped, and waits at least what Retry-After asks', () => {
    expect(retryDelayMs({ retry: 0, retryAfterMs: null, random: 0 })).toBe(250);
    expect(retryDelayMs({ retry: 0, retryAfterMs: null, random: 1 })).toBe(500);
    expect(retryDelayMs({ retry: 2, retryAfterMs: null, random: 1 })).toBe(2000);
    expect(retryDelayMs({ retry: 10, retryAfterMs: null, random: 1 })).toBe(8000);
    expect(retryDelayMs({ retry: 0, retryAfterMs: 5000, random: 1 })).toBe(5000);
    expect(retryDelayMs({ retry: 3, retryAfterMs: 0, random: 1 })).toBe(4000);
    expect(retryDelayMs({ retry: 0, retryAfterMs: 3_600_000, random: 1 })).toBe(500);
  });
});
