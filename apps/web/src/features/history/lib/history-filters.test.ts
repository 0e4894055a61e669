import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, filtersToSearchParams, hasActiveFilters } from './history-filters';

describe('history filters in the URL', () => {
  it('keeps valid filters and drops the ones the API would refuse', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'status=failed&method=nope&from=2026-01-01&to=01/02/2026&q=%20amina%20&currency=usd',
      ),
    );
    expect(filters).toEqual({ status: 'failed', from: '2026-01-01', q: 'amina' });
  });

  it('writes filters back in a stable order and leaves empty ones out', () => {
    const params = filtersToSearchParams({ q: 'amina', status: 'succeeded', currency: 'RWF', from: '' });
    expect(params.toString()).toBe('status=succeeded&currency=RWF&q=amina');
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ method: 'card' })).toBe(true);
  });
});
