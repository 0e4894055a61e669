import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { attemptFor, isUncertainFailure } from './idempotency-key';

describe('attemptFor', () => {
  it('keeps the key for the same request and makes a new one for a different request', () => {
    const first = attemptFor(null, { amountMinor: 5000, currency: 'USD' });
    expect(attemptFor(first, { amountMinor: 5000, currency: 'USD' })).toBe(first);
    const changed = attemptFor(first, { amountMinor: 6000, currency: 'USD' });
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
  });
});

describe('isUncertainFailure', () => {
  it('is true when the outcome is unknown: no answer, a 5xx, or the key still in use', () => {
    expect(isUncertainFailure(new ApiError(0, 'network_error', 'offline'))).toBe(true);
    expect(isUncertainFailure(new ApiError(503, 'internal', 'down'))).toBe(true);
    expect(isUncertainFailure(new ApiError(409, 'idempotency_key_in_use', 'busy'))).toBe(true);
  });

  it('is false for a refusal that settles the attempt', () => {
    expect(isUncertainFailure(new ApiError(422, 'insufficient_funds', 'no money'))).toBe(false);
    expect(isUncertainFailure(new Error('bug'))).toBe(false);
  });
});
