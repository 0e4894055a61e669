import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionSchema } from '@malipo/contracts/v1/transactions';
import { createdWebhookEndpointSchema } from '@malipo/contracts/webhooks';
import { newWebhookSecret } from '../../../apps/server/src/modules/webhooks/webhook-secret';
import { signedWebhook } from '../../../apps/server/src/modules/webhooks/webhook-signing';
import { MalipoWebhookVerificationError } from '../src/errors';
import { constructWebhookEvent, verifyWebhook } from '../src/webhooks';
import { startLiveServer, type LiveServer } from './live-server';
import { startWebhookReceiver } from './webhook-receiver';

/** A delivery signed by the server's own signing code at `signedAt`. */
function serverSigned(secret: string, signedAt = new Date()) {
  return signedWebhook({
    event: {
      id: 'evt_01JD3ZK4Q8N6V7W2X3Y4Z5A6B7',
      merchantId: 'mer_1',
      type: 'payment.succeeded',
      data: { id: 'pay_1', object: 'transaction', amountMinor: 2500 },
      createdAt: signedAt,
    },
    secret,
    signedAt,
  });
}

describe('webhook verification', () => {
  const secret = newWebhookSecret();

  it('accepts a delivery signed by the server and parses its event', () => {
    const { body, headers } = serverSigned(secret);
    expect(() => verifyWebhook(body, headers, secret)).not.toThrow();
    expect(constructWebhookEvent(Buffer.from(body), new Headers(headers), secret)).toMatchObject({
      id: 'evt_01JD3ZK4Q8N6V7W2X3Y4Z5A6B7',
      type: 'payment.succeeded',
      data: { id: 'pay_1', amountMinor: 2500 },
    });
  });

  it('rejects a tampered body, another secret and missing headers as webhook_signature_invalid', () => {
    const { body, headers } = serverSigned(secret);
    const tampered = body.replace('2500', '250000');
    const { 'webhook-signature': _dropped, ...unsigned } = headers;
    for (const attempt of [
      () => verifyWebhook(tampered, headers, secret),
      () => verifyWebhook(body, headers, newWebhookSecret()),
      () => constructWebhookEvent(body, unsigned, secret),
    ]) {
      expect(attempt).toThrow(MalipoWebhookVerificationError);
      expect(attempt).toThrow(expect.objectContaining({ code: 'webhook_signature_invalid' }));
    }
  });

  it('rejects a delivery signed more than 5 minutes ago as webhook_timestamp_stale', () => {
    const { body, headers } = serverSigned(secret, new Date(Date.now() - 10 * 60_000));
    expect(() => verifyWebhook(body, headers, secret)).toThrow(
      expect.objectContaining({ name: 'MalipoWebhookVerificationError', code: 'webhook_timestamp_stale' }),
    );
  });
});

describe('webhook delivery end to end', () => {
  let server: LiveServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    server = await startLiveServer({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
  });

  it('verifies the payment.succeeded event the server delivers for a transaction made with the SDK', async () => {
    const merchant = await server.newMerchant();
    const res = await server.t.request('POST', '/api/webhook-endpoints', {
      cookie: merchant.cookie,
      body: { url: receiver.url, eventTypes: ['payment.succeeded'] },
    });
    expect(res.statusCode).toBe(201);
    const { secret } = createdWebhookEndpointSchema.parse(res.json());

    const transaction = await merchant.client().transactions.create({
      amountMinor: 2_500,
      currency: 'USD',
      description: 'Webhook test',
      payer: { name: 'Ada Payer', email: 'ada@example.com' },
      paymentMethod: { type: 'card', token: await server.cardToken() },
    });
    await server.t.jobs.runDue();

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    if (!delivery) throw new Error('no delivery');
    const event = constructWebhookEvent(delivery.body, delivery.headers, secret);
    expect(event).toMatchObject({
      type: 'payment.succeeded',
      data: { id: transaction.id, status: 'succeeded' },
    });
    expect(event.id).toBe(delivery.headers['webhook-id']);
    expect(transactionSchema.safeParse(event.data).success).toBe(true);
  });
});
