import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Catalogue } from '@malipo/contracts/catalogues';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { CatalogueCreator } from './catalogue-creator';

const ROUTE = '/dashboard/create-link/catalogue';

const created: Catalogue = {
  id: 'cat_1',
  title: 'Kigali Crafts',
  description: '',
  currency: 'USD',
  status: 'active',
  items: [],
  createdAt: '2026-01-01T10:00:00.000Z',
  path: '/catalogue/cat_1',
  ordersCount: 0,
  totalRevenueMinor: 0,
};

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name: new RegExp(name) }) as HTMLButtonElement;

function addProduct(name: string, price: string) {
  fireEvent.change(field(/^Product Name/), { target: { value: name } });
  fireEvent.change(field(/^Price/), { target: { value: price } });
  fireEvent.click(button('Add Product'));
}

afterEach(() => vi.unstubAllGlobals());

describe('CatalogueCreator', () => {
  it('keeps Add Product disabled until the product has a name and a price above 0', () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<CatalogueCreator />, { route: ROUTE, path: ROUTE });
    expect(button('Add Product').disabled).toBe(true);
    fireEvent.change(field(/^Product Name/), { target: { value: 'Basket' } });
    expect(button('Add Product').disabled).toBe(true);
    fireEvent.change(field(/^Price/), { target: { value: 'abc' } });
    expect(button('Add Product').disabled).toBe(true);
    fireEvent.change(field(/^Price/), { target: { value: '0' } });
    expect(button('Add Product').disabled).toBe(true);
    fireEvent.change(field(/^Price/), { target: { value: '12.50' } });
    expect(button('Add Product').disabled).toBe(false);
    fireEvent.change(field(/^Product Name/), { target: { value: '' } });
    expect(button('Add Product').disabled).toBe(true);
  });

  it('keeps Create disabled without a title or without products; products can be removed', () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<CatalogueCreator />, { route: ROUTE, path: ROUTE });
    fireEvent.change(field(/^Title/), { target: { value: 'Kigali Crafts' } });
    expect(button('Create Catalogue').disabled).toBe(true);
    addProduct('Basket', '12.50');
    expect(button('Create Catalogue').disabled).toBe(false);
    expect(within(screen.getByRole('list', { name: 'Products' })).getByText('$12.50')).toBeTruthy();
    expect(field(/^Product Name/).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Basket' }));
    expect(button('Create Catalogue').disabled).toBe(true);
    expect(screen.getByText(/No products yet/)).toBeTruthy();
  });

  it('sends the products in minor units, in stock unless unticked, and goes to the catalogue list', async () => {
    const { requests } = mockFetch(() => jsonResponse(created, 201));
    renderWithProviders(<CatalogueCreator />, { route: ROUTE, path: ROUTE });
    fireEvent.change(field(/^Title/), { target: { value: 'Kigali Crafts' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'UGX' } });
    addProduct('Basket', '5,000');
    fireEvent.change(field(/^Product Name/), { target: { value: 'Mat' } });
    fireEvent.change(field(/^Price/), { target: { value: '12000' } });
    fireEvent.click(screen.getByLabelText('In stock'));
    fireEvent.click(button('Add Product'));
    fireEvent.click(button('Create Catalogue'));
    await waitFor(() => expect(screen.getByText('Navigated to /dashboard/catalogue')).toBeTruthy());
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/catalogues',
      body: {
        title: 'Kigali Crafts',
        currency: 'UGX',
        items: [
          { name: 'Basket', priceMinor: 5000, inStock: true },
          { name: 'Mat', priceMinor: 12000, inStock: false },
        ],
      },
    });
  });

  it('shows a server message about one product next to that product', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid request body',
            fields: { 'items.1.priceMinor': 'Amount is too large' },
          },
        },
        400,
      ),
    );
    renderWithProviders(<CatalogueCreator />, { route: ROUTE, path: ROUTE });
    fireEvent.change(field(/^Title/), { target: { value: 'Kigali Crafts' } });
    addProduct('Basket', '10');
    addProduct('Golden drum', '99999');
    fireEvent.click(button('Create Catalogue'));
    const message = await screen.findByText('Amount is too large');
    expect(message.closest('li')?.textContent).toContain('Golden drum');
  });
});
