import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Catalogue } from '@malipo/contracts/catalogues';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { CatalogueEditor } from './catalogue-editor';

const ROUTE = '/dashboard/catalogue/cat_1/edit';

const stored: Catalogue = {
  id: 'cat_1',
  title: 'Kigali Crafts',
  description: 'Handmade',
  currency: 'USD',
  status: 'active',
  items: [
    { id: 'item_basket', name: 'Basket', description: 'Woven', priceMinor: 1250, inStock: true },
    { id: 'item_mat', name: 'Mat', description: '', priceMinor: 3000, inStock: true },
  ],
  createdAt: '2026-01-01T10:00:00.000Z',
  path: '/catalogue/cat_1',
  ordersCount: 2,
  totalRevenueMinor: 4250,
};

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('CatalogueEditor', () => {
  it('prefills the form and saves with PUT, keeping the ids of existing products', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'PUT' ? jsonResponse(stored) : jsonResponse(stored),
    );
    renderWithProviders(<CatalogueEditor catalogueId="cat_1" />, { route: ROUTE, path: ROUTE });
    expect(screen.getByRole('status', { name: 'Loading catalogue' })).toBeTruthy();
    expect(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).value).toBe('Kigali Crafts');
    expect(screen.getByText('$12.50')).toBeTruthy();

    // Change the basket's price and stock, remove the mat, add a new product.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Basket' }));
    expect(field(/^Price/).value).toBe('12.50');
    fireEvent.change(field(/^Price/), { target: { value: '15' } });
    fireEvent.click(screen.getByLabelText('In stock'));
    fireEvent.click(screen.getByRole('button', { name: /Update Product/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mat' }));
    fireEvent.change(field(/^Product Name/), { target: { value: 'Drum' } });
    fireEvent.change(field(/^Price/), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: /Add Product/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('Navigated to /dashboard/catalogue')).toBeTruthy());
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/api/catalogues/cat_1',
      body: {
        title: 'Kigali Crafts',
        currency: 'USD',
        items: [
          { id: 'item_basket', name: 'Basket', description: 'Woven', priceMinor: 1500, inStock: false },
          { name: 'Drum', priceMinor: 4000, inStock: true },
        ],
      },
    });
    const body = requests.find((r) => r.method === 'PUT')?.body as { items: object[] };
    expect(body.items[1]).not.toHaveProperty('id');
  });

  it('says so when the catalogue does not exist', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404));
    renderWithProviders(<CatalogueEditor catalogueId="nope" />, { route: ROUTE, path: ROUTE });
    expect(await screen.findByText('This catalogue does not exist or was deleted.')).toBeTruthy();
  });
});
