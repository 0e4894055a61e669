import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MalipoNotFoundError } from '../src/errors';
import type { Malipo } from '../src/client';
import { startLiveServer, type LiveServer } from './live-server';

let server: LiveServer;
let malipo: Malipo;

beforeAll(async () => {
  server = await startLiveServer();
  malipo = (await server.newMerchant()).client();
});
afterAll(() => server.close());

describe('paymentLinks', () => {
  it('creates a link and retrieves it by id', async () => {
    const created = await malipo.paymentLinks.create({
      productName: 'Kitenge fabric',
      amountMinor: 12_500,
      currency: 'USD',
    });
    expect(created).toMatchObject({ productName: 'Kitenge fabric', amountMinor: 12_500, status: 'active' });

    const retrieved = await malipo.paymentLinks.retrieve(created.id);
    expect(retrieved).toEqual(created);
  });

  it('pauses and activates a link', async () => {
    const link = await malipo.paymentLinks.create({ productName: 'Tea', amountMinor: 500, currency: 'KES' });
    expect((await malipo.paymentLinks.update(link.id, { status: 'paused' })).status).toBe('paused');
    expect((await malipo.paymentLinks.update(link.id, { status: 'active' })).status).toBe('active');
  });

  it('deletes a link, after which retrieving it is not found', async () => {
    const link = await malipo.paymentLinks.create({ productName: 'Gone', amountMinor: 100, currency: 'USD' });
    await malipo.paymentLinks.del(link.id);
    const error = await malipo.paymentLinks.retrieve(link.id).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MalipoNotFoundError);
    expect(error).toMatchObject({ code: 'not_found', status: 404 });
  });

  it("does not see another merchant's links", async () => {
    const link = await malipo.paymentLinks.create({ productName: 'Mine', amountMinor: 100, currency: 'USD' });
    const other = (await server.newMerchant()).client();
    await expect(other.paymentLinks.retrieve(link.id)).rejects.toBeInstanceOf(MalipoNotFoundError);
  });

  it('lists links a page at a time and iterates over every page, newest first', async () => {
    const client = (await server.newMerchant()).client();
    const newestFirst: string[] = [];
    for (const productName of ['A', 'B', 'C', 'D', 'E']) {
      server.t.clock.advance(1000);
      newestFirst.unshift(
        (await client.paymentLinks.create({ productName, amountMinor: 100, currency: 'USD' })).id,
      );
    }
    const first = await client.paymentLinks.list({ limit: 2 });
    expect(first.data.map((link) => link.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.hasMore).toBe(true);

    const iterated: string[] = [];
    for await (const link of client.paymentLinks.iterate({ limit: 2 })) iterated.push(link.id);
    expect(iterated).toEqual(newestFirst);
  });
});
