import { describe, expect, it } from 'vitest';
import { planItems } from './catalogue-items';

const product = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tea',
  description: '',
  priceMinor: 500,
  inStock: true,
  ...overrides,
});

describe('planItems', () => {
  it('keeps known ids, gives new products fresh ids and numbers positions in order', () => {
    let n = 0;
    const planned = planItems({
      catalogueId: 'cat',
      items: [product({ name: 'New' }), product({ id: 'item_a', name: 'Known' })],
      existingIds: new Set(['item_a', 'item_b']),
      newItemId: () => `item_new${++n}`,
    });
    expect(planned.map((p) => [p.row.id, p.row.name, p.row.position, p.isNew])).toEqual([
      ['item_new1', 'New', 0, true],
      ['item_a', 'Known', 1, false],
    ]);
  });

  it("refuses another catalogue's or an unknown id, and a product listed twice", () => {
    const plan = (ids: string[]) => () =>
      planItems({
        catalogueId: 'cat',
        items: ids.map((id) => product({ id })),
        existingIds: new Set(['item_a']),
        newItemId: () => 'item_new',
      });
    expect(plan(['item_other'])).toThrow(
      expect.objectContaining({ code: 'validation_failed', fields: { 'items.0.id': 'Unknown product' } }),
    );
    expect(plan(['item_a', 'item_a'])).toThrow(
      expect.objectContaining({ fields: { 'items.1.id': 'Each product may appear once' } }),
    );
  });
});
