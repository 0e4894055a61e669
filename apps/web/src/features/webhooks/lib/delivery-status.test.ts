import { describe, expect, it } from 'vitest';
import { deliveryAnswer, deliveryStatusDisplay } from './delivery-status';

describe('how the delivery log shows a delivery', () => {
  it('names a pending delivery Queued before its first attempt and Retrying after a failed one', () => {
    expect(deliveryStatusDisplay({ status: 'pending', attempts: 0 })).toEqual({
      label: 'Queued',
      tone: 'neutral',
    });
    expect(deliveryStatusDisplay({ status: 'pending', attempts: 2 })).toEqual({
      label: 'Retrying',
      tone: 'warning',
    });
    expect(deliveryStatusDisplay({ status: 'succeeded', attempts: 1 }).tone).toBe('success');
    expect(deliveryStatusDisplay({ status: 'failed', attempts: 11 }).tone).toBe('danger');
  });

  it('shows the status code, else why there was no answer', () => {
    expect(deliveryAnswer({ lastStatusCode: 410, lastError: null })).toBe('HTTP 410');
    expect(deliveryAnswer({ lastStatusCode: null, lastError: 'No answer within 15 s' })).toBe(
      'No answer within 15 s',
    );
    expect(deliveryAnswer({ lastStatusCode: null, lastError: null })).toBe('Not sent yet');
  });
});
