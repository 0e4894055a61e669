import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import { createTestApp, type TestApp } from './test-app';
import { balances } from './payment-helpers';
import { ledgerTransactionsForPayment, paymentCount, unbalancedTransactions } from './ledger-helpers';
import { cardMethod, createCatalogue, orderBody, placeOrder } from './storefront-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('ordering from a catalogue', () => {
  it('an order of two products with quantities is one payment, one balanced ledger transaction, priced by the server', async () => {
    const { cookie } = await t.signUp();
    const catalogue = await createCatalogue(t, cookie);
    const res = await placeOrder(
      t,
      catalogue.id,
      orderBody(catalogue, { Tea: 2, Mug: 1 }, await cardMethod(t, SANDBOX_CARDS.success)),
    );
    expect(res.statusCode).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({ status: 'succeeded', amountMinor: 2_250, currency: 'USD' });
    expect(await paymentCount(t.db, catalogue.id)).toBe(1);
    expect(await ledgerTransactionsForPayment(t.db, payment.id)).toHaveLength(1);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    expect(await balances(t, cookie)).toEqual({ USD: 2_250 });

    const detail = (await t.request('GET', `/api/transactions/${payment.id}`, { cookie })).json();
    expect(detail).toMatchObject({
      description: 'Order: 2 × Tea, 1 × Mug',
      counterparty: 'Omar Buyer',
      source: { type: 'catalogue', id: catalogue.id, name: 'Corner Shop' },
    });
    expect((await t.request('GET', `/api/catalogues/${catalogue.id}`, { cookie })).json()).toMatchObject({
      ordersCount: 1,
      totalRevenueMinor: 2_250,
    });
    const found = (await t.request('GET', '/api/transactions?q=mug', { cookie })).json().data;
    expect(found.map((tx: { id: string }) => tx.id)).toEqual([payment.id]);
  });

  it('order lines are frozen: a later price change or removal leaves the order and its receipt as sold', async () => {
    const { cookie } = await t.signUp();
    const catalogue = await createCatalogue(t, cookie);
    const payment = (
      await placeOrder(
        t,
        catalogue.id,
        orderBody(catalogue, { Tea: 3 }, await cardMethod(t, SANDBOX_CARDS.success)),
      )
    ).json();
    const mug = catalogue.items[1];
    await t.request('PUT', `/api/catalogues/${catalogue.id}`, {
      cookie,
      body: {
        title: catalogue.title,
        currency: 'USD',
        items: [{ id: catalogue.items[0]?.id, name: 'Green Tea', priceMinor: 900 }, { ...mug }],
      },
    });
    const receipt = (await t.request('GET', `/api/public/receipts/${payment.receiptId}`)).json();
    expect(receipt.lines).toEqual([{ name: 'Tea', unitPriceMinor: 500, quantity: 3, amountMinor: 1_500 }]);
    expect(receipt.amountMinor).toBe(1_500);
  });

  it.each([
    [
      'a unit price',
      (body: ReturnType<typeof orderBody>) => ({
        ...body,
        lines: body.lines.map((l, i) => (i === 0 ? { ...l, unitPriceMinor: 1 } : l)),
        totalMinor: body.totalMinor - 499,
      }),
    ],
    ['the total', (body: ReturnType<typeof orderBody>) => ({ ...body, totalMinor: body.totalMinor - 1 })],
    ['the currency', (body: ReturnType<typeof orderBody>) => ({ ...body, currency: 'RWF' })],
  ])('a tampered %s is refused with price_mismatch and records nothing', async (_label, tamper) => {
    const { cookie } = await t.signUp();
    const catalogue = await createCatalogue(t, cookie);
    const honest = orderBody(catalogue, { Tea: 2, Mug: 1 }, await cardMethod(t, SANDBOX_CARDS.success));
    const res = await placeOrder(t, catalogue.id, tamper(honest), 'tampered-key');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'price_mismatch',
      message: 'Prices have changed. Review your order.',
    });
    expect(await paymentCount(t.db, catalogue.id)).toBe(0);
    expect(await balances(t, cookie)).toEqual({});
    // The key was released: the honest order under it goes through.
    expect((await placeOrder(t, catalogue.id, honest, 'tampered-key')).json().status).toBe('succeeded');
  });

  it('a price changed since the page loaded is refused with price_mismatch', async () => {
    const { cookie } = await t.signUp();
    const catalogue = await createCatalogue(t, cookie);
    const stale = orderBody(catalogue, { Mug: 1 }, await cardMethod(t, SANDBOX_CARDS.success));
    await t.request('PUT', `/api/catalogues/${catalogue.id}`, {
      cookie,
      body: {
        title: catalogue.title,
        currency: 'USD',
        items: catalogue.items.map((i) => ({ ...i, priceMinor: 1_300 })),
      },
    });
    const res = await placeOrder(t, catalogue.id, stale);
    expect(res.json().error.code).toBe('price_mismatch');
  });

  it('an out-of-stock product cannot be ordered', async () => {
    const { cookie } = await t.signUp();
    const catalogue = await createCatalogue(t, cookie, {
      items: [
        { name: 'Tea', priceMinor: 500 },
        { name: 'Mug', priceMinor: 1_250, inStock: false },
      ],
    });
    const res = await placeOrder(
      t,
      catalogue.id,
      orderBody(catalogue, { Tea: 1, Mug: 1 }, await cardMethod(t, SANDBOX_CARDS.success)),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'item_out_of_stock', message: 'Mug is out of stock' });
    expect(await paymentCount(t.db, catalogue.id)).toBe(0);
  });

  it('an unknown product, an empty cart and a paused or unknown catalogue are refused', async () => {
    const { cookie } = await t.signUp();
    const catalogue = await createCatalogue(t, cookie);
    const body = orderBody(catalogue, { Tea: 1 }, await cardMethod(t, SANDBOX_CARDS.success));
    const unknown = await placeOrder(t, catalogue.id, {
      ...body,
      lines: [{ itemId: 'item_gone', quantity: 1, unitPriceMinor: 500 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'lines.0.itemId': 'This product is no longer available' },
    });
    const empty = await placeOrder(t, catalogue.id, { ...body, lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.lines).toBe('Your cart is empty');

    await t.request('PATCH', `/api/catalogues/${catalogue.id}`, { cookie, body: { status: 'paused' } });
    const paused = await placeOrder(t, catalogue.id, body);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error).toEqual({ code: 'link_unavailable', message: 'This catalogue is paused.' });
    expect((await placeOrder(t, 'nope123456', body)).statusCode).toBe(404);
    expect(await paymentCount(t.db, catalogue.id)).toBe(0);
  });

  it('a repeated order under one key is charged once; the same key with another cart is refused', async () => {
    const { cookie } = await t.signUp();
    const catalogue = await createCatalogue(t, cookie);
    const body = orderBody(catalogue, { Tea: 1, Mug: 2 }, await cardMethod(t, SANDBOX_CARDS.success));
    const first = await placeOrder(t, catalogue.id, body, 'order-key');
    const replay = await placeOrder(t, catalogue.id, body, 'order-key');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const other = await placeOrder(
      t,
      catalogue.id,
      orderBody(catalogue, { Tea: 2 }, body.paymentMethod),
      'order-key',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(await paymentCount(t.db, catalogue.id)).toBe(1);
    expect(await balances(t, cookie)).toEqual({ USD: 3_000 });
  });
});
