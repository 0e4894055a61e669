import { describe, expect, it } from 'vitest';
import { manageSubscriptionPath } from '@malipo/contracts/subscriptions';
import { manageSubscriptionHref } from './manage-path';

describe('manageSubscriptionHref', () => {
  it('is the contracts’ manageSubscriptionPath, restated without zod', () => {
    for (const token of ['sub_01J.abc-DEF_123', 'a b/c?d', 'sub_x.y%z']) {
      expect(manageSubscriptionHref(token)).toBe(manageSubscriptionPath(token));
    }
  });
});
