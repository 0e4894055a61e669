import { describe, expect, it } from 'vitest';
import { PUBLIC_CATALOGUE } from '@/test/payer-page-fixtures';
import { addOne, cartLines, cartTotalMinor, MAX_QUANTITY, removeOne } from './cart';

const items = PUBLIC_CATALOGUE.catalogue.items;

describe('cart', () => {
  it('plus adds one, minus removes one and drops the line at zero', () => {
    let cart = addOne(addOne({}, 'item_1'), 'item_1');
    expect(cart).toEqual({ item_1: 2 });
    cart = removeOne(cart, 'item_1');
    expect(cart).toEqual({ item_1: 1 });
    expect(removeOne(cart, 'item_1')).toEqual({});
    expect(removeOne({}, 'item_1')).toEqual({});
  });

  it('stops at the most units of one product', () => {
    expect(addOne({ item_1: MAX_QUANTITY }, 'item_1')).toEqual({ item_1: MAX_QUANTITY });
  });

  it('prices lines from the catalogue and leaves out unknown and out-of-stock products', () => {
    const lines = cartLines({ item_2: 2, item_1: 1, item_3: 4, gone: 3 }, items);
    expect(lines.map((line) => [line.item.id, line.quantity, line.amountMinor])).toEqual([
      ['item_1', 1, 19_999],
      ['item_2', 2, 59_998],
    ]);
    expect(cartTotalMinor(lines)).toBe(79_997);
  });
});
