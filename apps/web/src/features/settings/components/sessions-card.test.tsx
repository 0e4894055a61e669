import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActiveSession } from '@malipo/contracts/sessions';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { SessionsCard } from './sessions-card';

function session(id: string, device: string, current = false): ActiveSession {
  return {
    id,
    device,
    ip: '41.186.0.7',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-25T09:30:00.000Z',
    current,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('SessionsCard', () => {
  it('lists sessions with this device marked, and signs one out after asking', async () => {
    let sessions = [session('s1', 'Chrome on Windows', true), session('s2', 'Safari on iOS')];
    const { requests } = mockFetch((request) => {
      if (request.method === 'DELETE') {
        sessions = sessions.filter((s) => !request.url.endsWith(`/${s.id}`));
        return new Response(null, { status: 204 });
      }
      return jsonResponse({ data: sessions });
    });
    renderWithProviders(<SessionsCard />);
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Chrome on WindowsThis device'),
      expect.stringContaining('Safari on iOS'),
    ]);
    expect(rows[0]?.textContent).toContain('41.186.0.7');
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'Sign out' })).toBeNull();

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Safari on iOS (41.186.0.7) will need to sign in again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/account/sessions/s2');
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });

  it('signs out every other session at once', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : jsonResponse({ data: [session('s1', 'Chrome on Windows', true), session('s2', 'Safari on iOS')] }),
    );
    renderWithProviders(<SessionsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('One other session will need to sign in again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/account/sessions');
  });

  it('says so when the list cannot be loaded', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    renderWithProviders(<SessionsCard />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your sessions.');
  });
});
