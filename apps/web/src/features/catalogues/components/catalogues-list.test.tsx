import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Catalogue } from '@malipo/contracts/catalogues';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { CataloguesList } from './catalogues-list';

const catalogue: Catalogue = {
  id: 'cat_1',
  title: 'Kigali Crafts',
  description: 'Handmade',
  currency: 'RWF',
  status: 'active',
  items: [
    { id: 'item_1', name: 'Basket', description: '', priceMinor: 5000, inStock: true },
    { id: 'item_2', name: 'Mat', description: '', priceMinor: 12000, inStock: false },
  ],
  createdAt: '2026-01-01T10:00:00.000Z',
  path: '/catalogue/cat_1',
  ordersCount: 3,
  totalRevenueMinor: 29000,
};

afterEach(() => vi.unstubAllGlobals());

describe('CataloguesList', () => {
  it('shows item count, orders and revenue, with Edit, Open and pause', async () => {
    mockFetch((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ ...catalogue, status: 'paused' })
        : jsonResponse({ data: [catalogue] }),
    );
    renderWithProviders(<CataloguesList />);
    const card = (await screen.findByRole('heading', { name: 'Kigali Crafts' })).closest('article');
    if (!card) throw new Error('card not found');
    expect(within(card).getByText('2 products')).toBeTruthy();
    expect(within(card).getByText('3 orders')).toBeTruthy();
    expect(within(card).getByText('RWF 29,000')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit Kigali Crafts' }).getAttribute('href')).toBe(
      '/dashboard/catalogue/cat_1/edit',
    );
    expect(
      within(card)
        .getByRole('link', { name: /Open link/ })
        .getAttribute('href'),
    ).toBe(`${window.location.origin}/catalogue/cat_1`);
    fireEvent.click(within(card).getByRole('button', { name: 'Pause catalogue for Kigali Crafts' }));
    expect(await screen.findByText('Catalogue paused')).toBeTruthy();
    expect(within(card).getByText('Paused')).toBeTruthy();
  });

  it('opens the QR code of the catalogue’s public URL with PNG and SVG downloads', async () => {
    mockFetch(() => jsonResponse({ data: [catalogue] }));
    renderWithProviders(<CataloguesList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show QR code for Kigali Crafts' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code' });
    const url = `${window.location.origin}/catalogue/cat_1`;
    expect(await within(dialog).findByRole('img', { name: `QR code for ${url}` })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download PNG' }).getAttribute('download')).toBe(
      'kigali-crafts-qr.png',
    );
  });

  it('offers to create the first catalogue when there are none', async () => {
    mockFetch(() => jsonResponse({ data: [] }));
    renderWithProviders(<CataloguesList />);
    expect(await screen.findByText('No catalogues yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Catalogue' }).getAttribute('href')).toBe(
      '/dashboard/create-link/catalogue',
    );
  });
});
