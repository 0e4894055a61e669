import { describe, expect, it } from 'vitest';
import type { Catalogue } from '@malipo/contracts/catalogues';
import {
  EMPTY_CATALOGUE_FORM,
  catalogueFormFieldForServerField,
  catalogueFormSchema,
  catalogueToFormValues,
  toCatalogueRequest,
  type CatalogueFormValues,
} from './catalogue-form';
import { isProductValid, priceTextToMinor } from './product-values';

const product = { name: 'Basket', description: '', price: '12.50', inStock: true };

function issuesOf(values: CatalogueFormValues) {
  const result = catalogueFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('catalogue form', () => {
  it('prices products in minor units of the catalogue currency (USD 12.50 → 1250, UGX 5000 → 5000)', () => {
    const usd = { ...EMPTY_CATALOGUE_FORM, title: ' Crafts ', items: [product] };
    expect(toCatalogueRequest(usd)).toEqual({
      title: 'Crafts',
      description: '',
      currency: 'USD',
      items: [{ name: 'Basket', description: '', priceMinor: 1250, inStock: true }],
    });
    const ugx = { ...usd, currency: 'UGX' as const, items: [{ ...product, price: '5,000' }] };
    expect(toCatalogueRequest(ugx).items[0]?.priceMinor).toBe(5000);
  });

  it('a product needs a name and a price above 0; a non-numeric price counts as 0', () => {
    expect(isProductValid(product, 'USD')).toBe(true);
    expect(isProductValid({ ...product, name: '  ' }, 'USD')).toBe(false);
    expect(isProductValid({ ...product, price: '0' }, 'USD')).toBe(false);
    expect(isProductValid({ ...product, price: 'free' }, 'USD')).toBe(false);
    expect(priceTextToMinor('free', 'USD')).toBe(0);
    expect(isProductValid({ ...product, price: '12.5' }, 'RWF')).toBe(false);
  });

  it('needs a title and at least one product; re-checks prices when the currency changes', () => {
    expect(issuesOf({ ...EMPTY_CATALOGUE_FORM })).toEqual({
      title: 'Title is required',
      items: 'Add at least one product',
    });
    expect(issuesOf({ ...EMPTY_CATALOGUE_FORM, title: 'Crafts', currency: 'RWF', items: [product] })).toEqual(
      {
        'items.0.price': 'RWF amounts have no decimals',
      },
    );
  });

  it('keeps product ids when editing and maps server keys to product fields', () => {
    const catalogue: Catalogue = {
      id: 'cat_1',
      title: 'Crafts',
      description: '',
      currency: 'RWF',
      status: 'active',
      items: [{ id: 'item_1', name: 'Basket', description: '', priceMinor: 5000, inStock: false }],
      createdAt: '2026-01-01T10:00:00.000Z',
      path: '/catalogue/cat_1',
      ordersCount: 0,
      totalRevenueMinor: 0,
    };
    const values = catalogueToFormValues(catalogue);
    expect(values.items[0]).toEqual({
      productId: 'item_1',
      name: 'Basket',
      description: '',
      price: '5000',
      inStock: false,
    });
    expect(toCatalogueRequest(values).items[0]).toMatchObject({ id: 'item_1', priceMinor: 5000 });
    expect(catalogueFormFieldForServerField('items.3.priceMinor')).toBe('items.3.price');
    expect(catalogueFormFieldForServerField('items.0.name')).toBe('items.0.name');
    expect(catalogueFormFieldForServerField('items.0.inStock')).toBeNull();
  });
});
