import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MalipoConnectionError,
  MalipoIdempotencyError,
  MalipoInvalidRequestError,
  MalipoServerError,
} from '../src/errors';
import { startLiveServer, type LiveServer } from './live-server';
import { errorAnswer, recordingFetch } from './recording-fetch';

let server: LiveServer;
let merchant: Awaited<ReturnType<LiveServer['newMerchant']>>;

beforeAll(async () => {
  server = await startLiveServer();
  merchant = await server.newMerchant();
});
afterAll(() => server.close());

async function charge(amountMinor: number) {
  return {
    amountMinor,
    currency: 'USD' as const,
    description: 'Retry test',
    payer: { name: 'Ada Payer', email: 'ada@example.com' },
    paymentMethod: { type: 'card' as const, token: await server.cardToken() },
  };
}

describe('idempotency keys and retries', () => {
  it('retries a POST whose answer was lost with the same key, so the server replays and charges once', async () => {
    let replayedHeader: string | null = null;
    const { fetch, calls } = recordingFetch(async (call, forward) => {
      const response = await forward();
      if (call === 0) {
        await response.arrayBuffer();
        throw new TypeError('fetch failed: connection reset after the server answered');
      }
      replayedHeader = response.headers.get('idempotent-replayed');
      return response;
    });
    const before = await merchant.client().transactions.list();

    const transaction = await merchant.client({ fetch }).transactions.create(await charge(4_200));

    expect(calls).toHaveLength(2);
    expect(calls[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    expect(replayedHeader).toBe('true');
    const after = await merchant.client().transactions.list();
    expect(after.data.filter((tx) => !before.data.some((old) => old.id === tx.id))).toEqual([transaction]);
  });

  it('uses a fresh key for each call unless one is given, and replays a repeat of a given key', async () => {
    const { fetch, calls } = recordingFetch();
    const client = merchant.client({ fetch });
    await client.paymentLinks.create({ productName: 'One', amountMinor: 100, currency: 'USD' });
    await client.paymentLinks.create({ productName: 'Two', amountMinor: 100, currency: 'USD' });
    expect(calls[0]?.idempotencyKey).not.toBe(calls[1]?.idempotencyKey);

    const body = await charge(900);
    const first = await client.transactions.create(body, { idempotencyKey: 'order-1042' });
    const again = await client.transactions.create(body, { idempotencyKey: 'order-1042' });
    expect(again.id).toBe(first.id);
    expect(calls.at(-1)?.idempotencyKey).toBe('order-1042');
  });

  it('charges once for concurrent calls under one key: the later one waits out 409 in-use or gets the replay', async () => {
    const client = merchant.client();
    const before = await client.transactions.list();
    const body = await charge(1_300);
    const [first, second] = await Promise.all([
      client.transactions.create(body, { idempotencyKey: 'concurrent-1' }),
      client.transactions.create(body, { idempotencyKey: 'concurrent-1' }),
    ]);
    expect(second.id).toBe(first.id);
    const after = await client.transactions.list();
    expect(after.data.filter((tx) => !before.data.some((old) => old.id === tx.id))).toHaveLength(1);
  });

  it('does not retry a key reused with a different request (422 idempotency_key_reused)', async () => {
    const { fetch, calls } = recordingFetch();
    const client = merchant.client({ fetch });
    await client.transactions.create(await charge(100), { idempotencyKey: 'reused-key' });
    calls.length = 0;
    const error = await client.transactions
      .create(await charge(200), { idempotencyKey: 'reused-key' })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MalipoIdempotencyError);
    expect(error).toMatchObject({ code: 'idempotency_key_reused', status: 422 });
    expect(calls).toHaveLength(1);
  });

  it('retries 409 idempotency_key_in_use and 429 (Retry-After: 0), then succeeds', async () => {
    const { fetch, calls } = recordingFetch(async (call, forward) => {
      if (call === 0) return errorAnswer(409, 'idempotency_key_in_use');
      if (call === 1) return errorAnswer(429, 'rate_limited', { 'retry-after': '0' });
      return forward();
    });
    const link = await merchant
      .client({ fetch })
      .paymentLinks.create({ productName: 'Retried', amountMinor: 100, currency: 'USD' });
    expect(link.productName).toBe('Retried');
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
  });

  it('gives up on 5xx after maxRetries retries with a MalipoServerError', async () => {
    const { fetch, calls } = recordingFetch(async () => errorAnswer(503, 'internal'));
    const error = await merchant
      .client({ fetch, maxRetries: 1 })
      .balance.retrieve()
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MalipoServerError);
    expect(error).toMatchObject({ code: 'internal', status: 503 });
    expect(calls).toHaveLength(2);
  });

  it('never retries other 4xx answers', async () => {
    const { fetch, calls } = recordingFetch();
    const error = await merchant
      .client({ fetch })
      .paymentLinks.create({ productName: '', amountMinor: 100, currency: 'USD' })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MalipoInvalidRequestError);
    expect(calls).toHaveLength(1);
  });

  it('reports a server it cannot reach as connection_failed, and an attempt over timeoutMs as timeout', async () => {
    const unreachable = merchant.client({ baseUrl: 'http://127.0.0.1:1', maxRetries: 0 });
    await expect(unreachable.balance.retrieve()).rejects.toMatchObject({
      constructor: MalipoConnectionError,
      code: 'connection_failed',
    });

    const never: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const slow = merchant.client({ fetch: never, timeoutMs: 20, maxRetries: 0 });
    await expect(slow.balance.retrieve()).rejects.toMatchObject({
      constructor: MalipoConnectionError,
      code: 'timeout',
    });
  });
});
