import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Malipo } from '../src/client';
import { MalipoInvalidRequestError } from '../src/errors';
import type { CreateTransactionParams } from '../src/resources/transactions';
import { startLiveServer, type LiveServer } from './live-server';

let server: LiveServer;
let malipo: Malipo;

beforeAll(async () => {
  server = await startLiveServer();
  malipo = (await server.newMerchant()).client();
});
afterAll(() => server.close());

/** A card charge of `amountMinor` USD with a fresh sandbox token for `card`. */
async function cardCharge(amountMinor: number, card?: string): Promise<CreateTransactionParams> {
  return {
    amountMinor,
    currency: 'USD',
    description: 'Order 1042',
    payer: { name: 'Ada Payer', email: 'ada@example.com' },
    paymentMethod: { type: 'card', token: await server.cardToken(card) },
  };
}

describe('transactions', () => {
  it('charges a sandbox card token and reads the transaction back', async () => {
    const created = await malipo.transactions.create(await cardCharge(2_500));
    expect(created).toMatchObject({
      object: 'transaction',
      status: 'succeeded',
      amountMinor: 2_500,
      currency: 'USD',
      source: { type: 'api' },
      paymentMethod: { type: 'card', last4: '4242' },
    });
    expect(await malipo.transactions.retrieve(created.id)).toEqual(created);
  });

  it('answers a declined card with a failed transaction, not an error', async () => {
    const declined = await malipo.transactions.create(await cardCharge(700, '4000000000000002'));
    expect(declined.status).toBe('failed');
    expect(declined.failure).not.toBeNull();
  });

  it('iterates over every transaction across pages, newest first, and filters by status', async () => {
    const client = (await server.newMerchant()).client();
    const newestFirst: string[] = [];
    for (const amountMinor of [100, 200, 300, 400, 500]) {
      server.t.clock.advance(1000);
      newestFirst.unshift((await client.transactions.create(await cardCharge(amountMinor))).id);
    }
    const page = await client.transactions.list({ limit: 2 });
    expect(page.data.map((tx) => tx.id)).toEqual(newestFirst.slice(0, 2));
    expect(page.hasMore).toBe(true);

    const iterated: string[] = [];
    for await (const tx of client.transactions.iterate({ limit: 2 })) iterated.push(tx.id);
    expect(iterated).toEqual(newestFirst);

    expect((await client.transactions.list({ status: 'failed' })).data).toEqual([]);
  });

  it('reports the balance earned from charges, in minor units', async () => {
    const client = (await server.newMerchant()).client();
    await client.transactions.create(await cardCharge(1_000));
    await client.transactions.create(await cardCharge(2_000));
    const balance = await client.balance.retrieve();
    expect(balance.balances).toContainEqual(
      expect.objectContaining({ currency: 'USD', availableMinor: 3_000 }),
    );
  });
});

describe('refunds', () => {
  it('refunds part of a transaction, reads the refund back and leaves the rest in the balance', async () => {
    const client = (await server.newMerchant()).client();
    const transaction = await client.transactions.create(await cardCharge(5_000));

    const refund = await client.refunds.create({
      paymentId: transaction.id,
      amountMinor: 2_000,
      reason: 'Damaged',
    });
    expect(refund).toMatchObject({
      paymentId: transaction.id,
      amountMinor: 2_000,
      currency: 'USD',
      status: 'succeeded',
      method: 'card',
      reason: 'Damaged',
    });
    expect(await client.refunds.retrieve(refund.id)).toEqual(refund);
    expect((await client.transactions.retrieve(transaction.id)).status).toBe('partially_refunded');
    const { balances } = await client.balance.retrieve();
    expect(balances).toContainEqual(expect.objectContaining({ currency: 'USD', availableMinor: 3_000 }));
  });

  it('rejects a refund larger than what is left to refund', async () => {
    const transaction = await malipo.transactions.create(await cardCharge(1_000));
    const error = await malipo.refunds
      .create({ paymentId: transaction.id, amountMinor: 1_001 })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MalipoInvalidRequestError);
    expect(error).toMatchObject({
      code: 'validation_failed',
      status: 400,
      fields: { amountMinor: expect.any(String) },
    });
  });
});
