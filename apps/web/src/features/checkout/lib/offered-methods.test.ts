import { describe, expect, it } from 'vitest';
import { offeredMethodOrNull, offeredMethods } from './offered-methods';

describe('offeredMethods', () => {
  it('offers Card, then Mobile, then Bank transfer, only as the routing table allows', () => {
    const none = { card: false, mobileMoneyCountries: [], bankTransfer: false };
    expect(offeredMethods({ ...none, card: true, mobileMoneyCountries: ['RW'] })).toEqual(['card', 'mobile']);
    expect(offeredMethods({ card: true, mobileMoneyCountries: ['RW'], bankTransfer: true })).toEqual([
      'card',
      'mobile',
      'bank',
    ]);
    expect(offeredMethods({ ...none, bankTransfer: true })).toEqual(['bank']);
    expect(offeredMethods({ ...none, card: true })).toEqual(['card']);
    expect(offeredMethods({ ...none, mobileMoneyCountries: ['GH'] })).toEqual(['mobile']);
    expect(offeredMethods(none)).toEqual([]);
  });

  it('drops a method the page does not offer', () => {
    expect(offeredMethodOrNull('mobile', ['card'])).toBeNull();
    expect(offeredMethodOrNull('card', ['card'])).toBe('card');
    expect(offeredMethodOrNull('mobile', undefined)).toBe('mobile');
    expect(offeredMethodOrNull(null, ['card'])).toBeNull();
  });
});
