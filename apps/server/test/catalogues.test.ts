import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '@malipo/contracts/catalogues';
import { createTestApp, type TestApp } from './test-app';
import { createCatalogue } from './storefront-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = {
  title: 'Bakery',
  description: 'Fresh every morning',
  currency: 'USD',
  items: [
    { name: 'Bread', description: 'Sourdough', priceMinor: 350 },
    { name: 'Cake', priceMinor: 2_000, inStock: false },
  ],
};

const toInput = (catalogue: Catalogue) => ({
  title: catalogue.title,
  description: catalogue.description,
  currency: catalogue.currency,
  items: catalogue.items.map(({ id, name, description, priceMinor, inStock }) => ({
    id,
    name,
    description,
    priceMinor,
    inStock,
  })),
});

describe('catalogues in the dashboard', () => {
  it('creates a catalogue with its products in order and lists it newest first', async () => {
    const { cookie } = await t.signUp();
    const first = await createCatalogue(t, cookie, { title: 'First' });
    t.clock.advance(1_000);
    const res = await t.request('POST', '/api/catalogues', { cookie, body: valid });
    expect(res.statusCode).toBe(201);
    const catalogue = res.json();
    expect(catalogue).toMatchObject({
      title: 'Bakery',
      currency: 'USD',
      status: 'active',
      path: `/catalogue/${catalogue.id}`,
      ordersCount: 0,
      totalRevenueMinor: 0,
      items: [
        { name: 'Bread', description: 'Sourdough', priceMinor: 350, inStock: true },
        { name: 'Cake', description: '', priceMinor: 2_000, inStock: false },
      ],
    });
    expect(catalogue.items[0].id).toMatch(/^item_/);
    const list = (await t.request('GET', '/api/catalogues', { cookie })).json().data;
    expect(list.map((c: Catalogue) => c.id)).toEqual([catalogue.id, first.id]);
    expect(list[1].items.map((i: { name: string }) => i.name)).toEqual(['Tea', 'Mug']);
    expect((await t.request('GET', `/api/catalogues/${catalogue.id}`, { cookie })).json()).toEqual(catalogue);
  });

  it('refuses a catalogue without products, a product priced 0 and a missing title, with field messages', async () => {
    const { cookie } = await t.signUp();
    const empty = await t.request('POST', '/api/catalogues', { cookie, body: { ...valid, items: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ items: 'Add at least one product' });
    const free = await t.request('POST', '/api/catalogues', {
      cookie,
      body: {
        ...valid,
        title: '',
        items: [
          { name: 'Free', priceMinor: 0 },
          { name: '', priceMinor: 100 },
        ],
      },
    });
    expect(free.statusCode).toBe(400);
    expect(free.json().error.fields).toEqual({
      title: 'Title is required',
      'items.0.priceMinor': 'Amount must be greater than 0',
      'items.1.name': 'Product name is required',
    });
    expect((await t.request('GET', '/api/catalogues', { cookie })).json().data).toEqual([]);
  });

  it('replacing updates known products in place, adds new ones and removes missing ones', async () => {
    const { cookie } = await t.signUp();
    const catalogue = await createCatalogue(t, cookie);
    const [tea, mug] = catalogue.items;
    const input = toInput(catalogue);
    const res = await t.request('PUT', `/api/catalogues/${catalogue.id}`, {
      cookie,
      body: {
        ...input,
        title: 'Corner Shop 2',
        currency: 'EUR',
        items: [
          { ...input.items[1], priceMinor: 1_500, inStock: false },
          { name: 'Honey', description: 'Jar', priceMinor: 800 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({ id: catalogue.id, title: 'Corner Shop 2', currency: 'EUR' });
    expect(updated.items).toMatchObject([
      { id: mug?.id, name: 'Mug', priceMinor: 1_500, inStock: false },
      { name: 'Honey', priceMinor: 800, inStock: true },
    ]);
    expect(updated.items[1].id).not.toBe(tea?.id);
    const storefront = (await t.request('GET', `/api/public/catalogues/${catalogue.id}`)).json().catalogue;
    expect(storefront.items.map((i: { name: string }) => i.name)).toEqual(['Mug', 'Honey']);
  });

  it('a product id of another catalogue is refused, and nothing changes', async () => {
    const { cookie } = await t.signUp();
    const mine = await createCatalogue(t, cookie);
    const other = await createCatalogue(t, (await t.signUp()).cookie);
    const res = await t.request('PUT', `/api/catalogues/${mine.id}`, {
      cookie,
      body: { ...toInput(mine), items: [{ ...toInput(other).items[0], name: 'Stolen' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'items.0.id': 'Unknown product' },
    });
    expect((await t.request('GET', `/api/catalogues/${mine.id}`, { cookie })).json()).toEqual(mine);
    expect(
      (await t.request('GET', `/api/public/catalogues/${other.id}`)).json().catalogue.items[0].name,
    ).toBe('Tea');
  });

  it('pauses, reactivates and deletes a catalogue; the storefront follows', async () => {
    const { cookie } = await t.signUp();
    const { id } = await createCatalogue(t, cookie);
    const paused = await t.request('PATCH', `/api/catalogues/${id}`, { cookie, body: { status: 'paused' } });
    expect(paused.json().status).toBe('paused');
    expect((await t.request('GET', `/api/public/catalogues/${id}`)).json().catalogue.status).toBe('paused');
    await t.request('PATCH', `/api/catalogues/${id}`, { cookie, body: { status: 'active' } });
    expect((await t.request('GET', `/api/public/catalogues/${id}`)).json().catalogue.status).toBe('active');
    expect((await t.request('DELETE', `/api/catalogues/${id}`, { cookie })).statusCode).toBe(204);
    expect((await t.request('GET', `/api/public/catalogues/${id}`)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/catalogues/${id}`, { cookie })).statusCode).toBe(404);
    expect((await t.request('GET', '/api/catalogues', { cookie })).json().data).toEqual([]);
  });

  it("another merchant's catalogue cannot be read, replaced, paused or deleted", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const catalogue = await createCatalogue(t, owner.cookie);
    const as = { cookie: other.cookie };
    expect((await t.request('GET', '/api/catalogues', as)).json().data).toEqual([]);
    expect((await t.request('GET', `/api/catalogues/${catalogue.id}`, as)).statusCode).toBe(404);
    const put = await t.request('PUT', `/api/catalogues/${catalogue.id}`, {
      ...as,
      body: toInput(catalogue),
    });
    expect(put.statusCode).toBe(404);
    const patch = await t.request('PATCH', `/api/catalogues/${catalogue.id}`, {
      ...as,
      body: { status: 'paused' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/catalogues/${catalogue.id}`, as)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/catalogues/${catalogue.id}`, owner)).json()).toEqual(catalogue);
  });

  it('requires a session', async () => {
    expect((await t.request('GET', '/api/catalogues')).statusCode).toBe(401);
    expect((await t.request('POST', '/api/catalogues', { body: valid })).statusCode).toBe(401);
  });
});

describe('the storefront', () => {
  it('shows products in position order with the merchant branding; unknown ids are not found', async () => {
    const { cookie } = await t.signUp('Kigali Market');
    const catalogue = await createCatalogue(t, cookie);
    const res = await t.request('GET', `/api/public/catalogues/${catalogue.id}`);
    expect(res.json()).toEqual({
      catalogue: {
        id: catalogue.id,
        title: 'Corner Shop',
        description: 'Daily goods',
        currency: 'USD',
        status: 'active',
        items: catalogue.items,
      },
      merchant: {
        businessName: 'Kigali Market',
        logoUrl: null,
        primaryColor: '#3B82F6',
        secondaryColor: '#1D4ED8',
        mode: 'test',
      },
      paymentMethods: {
        card: true,
        mobileMoneyCountries: ['RW', 'KE', 'UG', 'TZ', 'GH', 'NG', 'ZA'],
        bankTransfer: true,
      },
    });
    expect((await t.request('GET', '/api/public/catalogues/nope123456')).statusCode).toBe(404);
  });
});
