import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SystemStatus } from '@malipo/contracts/public-site';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { StatusPage } from './status-page';

function systemStatus(
  checkedAt: string,
  databaseStatus: 'operational' | 'degraded' = 'operational',
): SystemStatus {
  return {
    status: databaseStatus,
    checkedAt,
    services: [
      { id: 'api', name: 'API', status: 'operational', responseTimeMs: 4.2, detail: 'Event loop delay 4 ms' },
      {
        id: 'database',
        name: 'Database',
        status: databaseStatus,
        responseTimeMs: 41,
        detail: 'SELECT 1 round trip',
      },
      {
        id: 'job_worker',
        name: 'Job worker',
        status: 'operational',
        responseTimeMs: 300,
        detail: 'Last poll 0.3 s ago',
      },
    ],
  };
}

/** The `<time>` of the overall status's 'Last updated:' line. */
async function lastUpdated(): Promise<HTMLTimeElement> {
  const line = await screen.findByText(/Last updated:/);
  const time = line.querySelector('time');
  if (!time) throw new Error('No last-updated time');
  return time;
}

afterEach(() => vi.unstubAllGlobals());

describe('StatusPage', () => {
  it('shows the measured services and the overall status', async () => {
    mockFetch(() => jsonResponse(systemStatus('2026-11-23T10:00:00.000Z')));
    renderWithProviders(<StatusPage />);
    expect(await screen.findByRole('heading', { name: 'All Systems Operational' })).toBeTruthy();
    const api = screen.getByText('API').closest('li');
    expect(api && within(api).getByText('Operational')).toBeTruthy();
    expect(api && within(api).getByText('4 ms')).toBeTruthy();
    expect(screen.getByText('99.98%')).toBeTruthy();
    expect(screen.getByText('Delayed M-Pesa payment confirmations')).toBeTruthy();
  });

  it('Refresh measures again and updates the last-updated time and statuses', async () => {
    let answer = systemStatus('2026-11-23T10:00:00.000Z');
    const { requests } = mockFetch(() => jsonResponse(answer));
    renderWithProviders(<StatusPage />);
    const firstLabel = (await lastUpdated()).textContent;

    answer = systemStatus('2026-11-23T11:30:00.000Z', 'degraded');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Some Systems Degraded' })).toBeTruthy();
    expect(screen.getByText('Degraded Performance')).toBeTruthy();
    const time = await lastUpdated();
    expect(time.getAttribute('datetime')).toBe('2026-11-23T11:30:00.000Z');
    expect(time.textContent).not.toBe(firstLabel);
    expect(requests.filter((request) => request.url === '/api/status')).toHaveLength(2);
  });

  it('says the API cannot be reached when the status request fails', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<StatusPage />);
    expect(await screen.findByRole('heading', { name: 'We can’t reach the Malipo API' })).toBeTruthy();
  });

  it('subscribes to status updates with source status', async () => {
    const { requests } = mockFetch((request) =>
      request.url === '/api/status'
        ? jsonResponse(systemStatus('2026-11-23T10:00:00.000Z'))
        : jsonResponse({ subscribed: true }),
    );
    renderWithProviders(<StatusPage />);
    fireEvent.change(screen.getByLabelText('Email for status updates'), {
      target: { value: 'ops@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to Updates' }));
    expect(await screen.findByText(/We’ll email you about incidents/)).toBeTruthy();
    expect(requests.find((request) => request.url === '/api/public/newsletter')?.body).toEqual({
      email: 'ops@example.com',
      source: 'status',
    });
  });
});
