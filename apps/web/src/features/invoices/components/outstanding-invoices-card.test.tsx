import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { OutstandingInvoicesCard } from './outstanding-invoices-card';

afterEach(() => vi.unstubAllGlobals());

describe('OutstandingInvoicesCard', () => {
  it('shows outstanding and overdue per currency', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({
        data: [],
        nextCursor: null,
        totals: [{ currency: 'RWF', outstandingMinor: 150_000, overdueMinor: 50_000 }],
      }),
    );
    renderWithProviders(<OutstandingInvoicesCard />);
    expect((await screen.findByLabelText('Outstanding totals')).textContent).toBe(
      'OutstandingRWF 150,000OverdueRWF 50,000',
    );
    expect(requests[0]?.url).toBe('/api/invoices');
  });

  it('says when nothing is outstanding', async () => {
    mockFetch(() => jsonResponse({ data: [], nextCursor: null, totals: [] }));
    renderWithProviders(<OutstandingInvoicesCard />);
    expect(await screen.findByText('Nothing outstanding.')).toBeTruthy();
  });
});
