import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@malipo/contracts/auth';
import type { ModeStatus } from '@malipo/contracts/modes';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { Component as DashboardLayout } from './dashboard-layout';

const USER: User = {
  id: 'usr_01',
  name: 'Demo',
  email: 'demo@malipo.dev',
  merchantId: 'mer_test',
  accountId: 'mer_test',
  mode: 'test',
  businessName: 'Demo Merchant',
  role: 'owner',
};

/** Serves the session and the mode as a server would: `PUT /api/mode` changes both. */
function serveDashboard(initial: ModeStatus) {
  let status = initial;
  return mockFetch((request) => {
    if (request.url === '/api/mode' && request.method === 'PUT') {
      status = { ...status, ...(request.body as Pick<ModeStatus, 'mode'>) };
      return jsonResponse(status);
    }
    if (request.url === '/api/mode') return jsonResponse(status);
    if (request.url === '/api/auth/me') {
      const merchantId = status.mode === 'live' ? 'mer_live' : 'mer_test';
      return jsonResponse({ user: { ...USER, mode: status.mode, merchantId } });
    }
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

const renderDashboard = () =>
  renderWithProviders(<DashboardLayout />, { route: '/dashboard', path: '/dashboard' });

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard layout', () => {
  it('shows the test-mode banner across the dashboard in test mode', async () => {
    serveDashboard({ mode: 'test', liveAvailable: true, liveUnavailableReason: null });
    renderDashboard();

    expect(await screen.findByRole('region', { name: 'Test mode' })).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('switch', { name: 'Test mode' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('shows no banner in live mode', async () => {
    serveDashboard({ mode: 'live', liveAvailable: true, liveUnavailableReason: null });
    renderDashboard();

    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    const modeSwitch = await within(sidebar).findByRole('switch', { name: 'Test mode' });
    expect(modeSwitch.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Test mode' })).toBeNull();
  });

  it('after a confirmed switch to live, drops the test data and fetches the signed-in user again', async () => {
    const { requests } = serveDashboard({ mode: 'test', liveAvailable: true, liveUnavailableReason: null });
    const { queryClient } = renderDashboard();
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    queryClient.setQueryData(['wallet', 'balances'], { data: [{ currency: 'USD', availableMinor: 5000 }] });

    fireEvent.click(await within(sidebar).findByRole('switch', { name: 'Test mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to live mode?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to live mode' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Test mode' })).toBeNull());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ mode: 'live' });
    expect(queryClient.getQueryData(['wallet', 'balances'])).toBeUndefined();
    await waitFor(() =>
      expect(queryClient.getQueryData<User>(['session'])).toMatchObject({
        mode: 'live',
        merchantId: 'mer_live',
      }),
    );
    expect(requests.filter((r) => r.url === '/api/auth/me')).toHaveLength(2);
  });
});
