import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardPayment } from '@/test/checkout-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import type { CreateLinkPaymentInput } from '@malipo/contracts/payments';
import { createLinkPayment } from '../api/create-link-payment';
import type { PayAttempt } from './pay-attempt';
import { RETRY_DELAYS_MS, sendPayAttempt } from './send-pay-attempt';

const attempt: PayAttempt<CreateLinkPaymentInput> = {
  idempotencyKey: 'key-1',
  request: {
    payer: { name: 'Amina', email: 'a@example.com' },
    paymentMethod: { type: 'card', token: 'tok_1' },
  },
};
const noWait = () => Promise.resolve();
const send = (request: CreateLinkPaymentInput, key: string) => createLinkPayment('abc123', request, key);

afterEach(() => vi.unstubAllGlobals());

describe('sendPayAttempt', () => {
  it('retries a key still in flight (409 idempotency_key_in_use) and a 5xx with the same key and body', async () => {
    const answers = [
      jsonResponse({ error: { code: 'idempotency_key_in_use', message: 'In progress' } }, 409),
      jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500),
      jsonResponse(cardPayment('processing'), 201),
    ];
    const { requests } = mockFetch(() => answers.shift() ?? jsonResponse({}, 500));
    const outcome = await sendPayAttempt(send, attempt, { wait: noWait });
    expect(outcome).toEqual({ kind: 'answered', result: cardPayment('processing') });
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual(['key-1', 'key-1', 'key-1']);
    expect(new Set(requests.map((r) => JSON.stringify(r.body))).size).toBe(1);
  });

  it('gives up as "unconfirmed" after the last retry when the network stays down', async () => {
    const { requests } = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const waits: number[] = [];
    const outcome = await sendPayAttempt(send, attempt, { wait: async (ms) => void waits.push(ms) });
    expect(outcome.kind).toBe('unconfirmed');
    expect(requests).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
  });

  it('returns a 4xx answer as "rejected" without retrying', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid',
            fields: { 'payer.email': 'Enter a valid email address' },
          },
        },
        400,
      ),
    );
    const outcome = await sendPayAttempt(send, attempt, { wait: noWait });
    expect(requests).toHaveLength(1);
    expect(outcome.kind).toBe('rejected');
    if (outcome.kind === 'rejected')
      expect(outcome.error.fields['payer.email']).toBe('Enter a valid email address');
  });
});
