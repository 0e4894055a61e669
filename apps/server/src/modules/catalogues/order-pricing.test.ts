import { describe, expect, it } from 'vitest';
import { MAX_ORDER_DESCRIPTION_LENGTH, orderDescription, priceOrder } from './order-pricing';

const item = (id: string, priceMinor: number, inStock = true) => ({
  id,
  catalogueId: 'cat',
  name: id.toUpperCase(),
  description: '',
  priceMinor,
  inStock,
  position: 0,
});

describe('priceOrder', () => {
  it('prices each line from the catalogue and sums the total', () => {
    const priced = priceOrder(
      {
        lines: [
          { itemId: 'a', quantity: 3, unitPriceMinor: 250 },
          { itemId: 'b', quantity: 1, unitPriceMinor: 1_000 },
        ],
        totalMinor: 1_750,
      },
      { currency: 'USD', items: [item('a', 250), item('b', 1_000)] },
    );
    expect(priced).toEqual({
      totalMinor: 1_750,
      lines: [
        { itemId: 'a', name: 'A', unitPriceMinor: 250, quantity: 3, amountMinor: 750 },
        { itemId: 'b', name: 'B', unitPriceMinor: 1_000, quantity: 1, amountMinor: 1_000 },
      ],
    });
  });

  it('checks unknown products before stock, and stock before prices', () => {
    const catalogue = { currency: 'USD', items: [item('a', 250, false)] };
    const lines = [
      { itemId: 'a', quantity: 1, unitPriceMinor: 1 },
      { itemId: 'zz', quantity: 1, unitPriceMinor: 1 },
    ];
    expect(() => priceOrder({ lines, totalMinor: 2 }, catalogue)).toThrow(
      expect.objectContaining({
        code: 'validation_failed',
        fields: { 'lines.1.itemId': expect.any(String) },
      }),
    );
    expect(() => priceOrder({ lines: lines.slice(0, 1), totalMinor: 1 }, catalogue)).toThrow(
      expect.objectContaining({ code: 'item_out_of_stock', message: 'A is out of stock' }),
    );
  });

  it('refuses a different currency only when the payer sent one', () => {
    const order = { lines: [{ itemId: 'a', quantity: 1, unitPriceMinor: 250 }], totalMinor: 250 };
    const catalogue = { currency: 'RWF', items: [item('a', 250)] };
    expect(priceOrder(order, catalogue).totalMinor).toBe(250);
    expect(priceOrder({ ...order, currency: 'RWF' }, catalogue).totalMinor).toBe(250);
    expect(() => priceOrder({ ...order, currency: 'USD' }, catalogue)).toThrow(
      expect.objectContaining({ code: 'price_mismatch' }),
    );
  });
});

describe('orderDescription', () => {
  it('lists quantities and names', () => {
    expect(
      orderDescription([
        { name: 'Tea', quantity: 2 },
        { name: 'Mug', quantity: 1 },
      ]),
    ).toBe('Order: 2 × Tea, 1 × Mug');
  });

  it('cuts long orders at a line boundary and says how many lines are left out', () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({ name: `Product number ${i}`, quantity: 1 }));
    const text = orderDescription(lines);
    expect(text.length).toBeLessThanOrEqual(MAX_ORDER_DESCRIPTION_LENGTH);
    expect(text).toMatch(/^Order: 1 × Product number 0, .* and \d+ more$/);
  });

  it('cuts a single very long name with an ellipsis', () => {
    const text = orderDescription([{ name: 'x'.repeat(500), quantity: 1 }]);
    expect(text).toHaveLength(MAX_ORDER_DESCRIPTION_LENGTH);
    expect(text.endsWith('…')).toBe(true);
  });
});
