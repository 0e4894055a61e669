import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Income, RevenueByType } from '@malipo/contracts/analytics';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { useAnalyticsPeriod } from '../hooks/use-analytics-period';
import { IncomeOverview } from './income-overview';
import { RevenueByTypeCard } from './revenue-by-type-card';

function income(days: number, extra: Partial<Income> = {}): Income {
  return {
    currency: 'USD',
    currencies: ['USD'],
    days,
    timeZone: 'Africa/Kigali',
    points: Array.from({ length: days }, (_, index) => ({
      date: `2026-01-${String(index + 1).padStart(2, '0')}`,
      amountMinor: 0,
      count: 0,
    })).slice(0, 31),
    ...extra,
  };
}

function revenue(amounts: [number, number, number, number], currency = 'USD'): RevenueByType {
  const [payment, donation, subscription, catalogue] = amounts;
  return {
    currency,
    data: [
      { type: 'payment', amountMinor: payment, count: payment > 0 ? 1 : 0 },
      { type: 'donation', amountMinor: donation, count: donation > 0 ? 1 : 0 },
      { type: 'subscription', amountMinor: subscription, count: 0 },
      { type: 'catalogue', amountMinor: catalogue, count: 0 },
    ],
  };
}

/** The two charts as the home route composes them: one shared period and currency. */
function DashboardCharts() {
  const period = useAnalyticsPeriod();
  return (
    <>
      <IncomeOverview period={period} />
      <RevenueByTypeCard query={period.query} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('IncomeOverview and RevenueByTypeCard', () => {
  it('start on 30 days and ask both endpoints for 7 days when the 7-day period is chosen', async () => {
    const { requests } = mockFetch((request) => {
      const days = Number(new URL(request.url, 'http://x').searchParams.get('days'));
      return jsonResponse(request.url.includes('/income') ? income(days) : revenue([0, 0, 0, 0]));
    });
    renderWithProviders(<DashboardCharts />);

    expect(await screen.findByText('No income in this period yet')).toBeTruthy();
    expect(screen.getByText('No revenue in this period yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(requests.map((request) => request.url)).toEqual([
      '/api/analytics/income?days=30',
      '/api/analytics/revenue-by-type?days=30',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('false');
    await vi.waitFor(() => {
      const urls = requests.map((request) => request.url);
      expect(urls).toContain('/api/analytics/income?days=7');
      expect(urls).toContain('/api/analytics/revenue-by-type?days=7');
    });
  });

  it('shows the period total, a currency picker when paid in several, and each type’s amount and share', async () => {
    const { requests } = mockFetch((request) => {
      const url = new URL(request.url, 'http://x');
      const currency = url.searchParams.get('currency') ?? 'USD';
      if (url.pathname.endsWith('/income')) {
        const points = income(30).points.map((point, index) =>
          index === 3 ? { ...point, amountMinor: currency === 'RWF' ? 5000 : 15000, count: 2 } : point,
        );
        return jsonResponse(income(30, { currency, currencies: ['USD', 'RWF'], points }));
      }
      return jsonResponse(
        currency === 'RWF' ? revenue([5000, 0, 0, 0], 'RWF') : revenue([10000, 5000, 0, 0]),
      );
    });
    renderWithProviders(<DashboardCharts />);

    const legend = await screen.findByRole('list', { name: 'Revenue by link type' });
    const rows = within(legend).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Payment links');
    expect(rows[0]?.textContent).toContain('$100.00');
    expect(rows[0]?.textContent).toContain('67%');
    expect(rows[1]?.textContent).toContain('$50.00');
    expect(rows[1]?.textContent).toContain('33%');
    expect(rows[3]?.textContent).toContain('0%');
    const overview = within(screen.getByRole('region', { name: 'Income Overview' }));
    expect(await overview.findByText('$150.00')).toBeTruthy();
    expect(overview.getByText('2 payments received')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'RWF' } });
    expect(await screen.findByText('RWF 5,000', { selector: 'p' })).toBeTruthy();
    expect(requests.map((request) => request.url)).toContain(
      '/api/analytics/revenue-by-type?days=30&currency=RWF',
    );
  });

  it('offers Try again when the income cannot be loaded', async () => {
    let isDown = true;
    mockFetch((request) => {
      if (request.url.includes('/income') && isDown) {
        return jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
      }
      return jsonResponse(request.url.includes('/income') ? income(30) : revenue([0, 0, 0, 0]));
    });
    renderWithProviders(<DashboardCharts />);

    expect(await screen.findByText('We could not load your income.')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No income in this period yet')).toBeTruthy();
  });
});
