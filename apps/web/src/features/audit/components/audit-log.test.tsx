import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditEvent } from '@malipo/contracts/audit';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { AuditLog } from './audit-log';

const PATH = '/dashboard/audit-log';

function entry(id: string, extra: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    action: 'settings.branding_changed',
    target: null,
    actor: { id: 'usr_1', email: 'amina@example.com', name: 'Amina Uwase' },
    ip: '203.0.113.7',
    details: { before: { businessName: 'Old' }, after: { businessName: 'New' } },
    createdAt: '2026-01-01T10:00:00.000Z',
    ...extra,
  };
}

const ACTORS = { data: [{ id: 'usr_1', email: 'amina@example.com', name: 'Amina Uwase' }] };

afterEach(() => vi.unstubAllGlobals());

describe('AuditLog', () => {
  it('shows entries with their label, member, IP and what changed, and pages with Load more', async () => {
    const { requests } = mockFetch((request) => {
      if (request.url === '/api/audit-events/actors') return jsonResponse(ACTORS);
      if (request.url.includes('cursor=next')) {
        return jsonResponse({
          data: [
            entry('aud_2', {
              action: 'payout.created',
              target: 'po_1',
              details: { amountMinor: 5000, currency: 'USD', kind: 'withdrawal' },
            }),
          ],
          nextCursor: null,
        });
      }
      return jsonResponse({ data: [entry('aud_1')], nextCursor: 'next' });
    });
    renderWithProviders(<AuditLog canSeeEveryone />, { route: PATH, path: PATH });

    const table = await screen.findByRole('table');
    const row = within(table).getByText('Branding changed').closest('tr');
    expect(row?.textContent).toContain('Amina Uwase');
    expect(row?.textContent).toContain('203.0.113.7');
    expect(row?.textContent).toContain('businessName: Old → New');
    expect(requests[0]?.url).toBe('/api/audit-events?limit=50');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const payout = (await within(table).findByText('Payout')).closest('tr');
    expect(payout?.textContent).toContain('po_1');
    expect(payout?.textContent).toContain('$50.00');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by action and member in the URL and exports the same filters', async () => {
    const { requests } = mockFetch((request) =>
      request.url === '/api/audit-events/actors'
        ? jsonResponse(ACTORS)
        : jsonResponse({ data: [entry('aud_1')], nextCursor: null }),
    );
    const { router } = renderWithProviders(<AuditLog canSeeEveryone />, { route: PATH, path: PATH });
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'api_key.created' } });
    await screen.findByRole('option', { name: 'Amina Uwase (amina@example.com)' });
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: 'usr_1' } });

    expect(router.state.location.search).toBe('?action=api_key.created&actor=usr_1');
    await vi.waitFor(() =>
      expect(requests.at(-1)?.url).toBe('/api/audit-events?action=api_key.created&actor=usr_1&limit=50'),
    );
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
      '/api/audit-events/export.csv?action=api_key.created&actor=usr_1',
    );
  });

  it('offers no member filter to a member who sees only their own entries, and says when there are none', async () => {
    const { requests } = mockFetch(() => jsonResponse({ data: [], nextCursor: null }));
    renderWithProviders(<AuditLog canSeeEveryone={false} />, { route: PATH, path: PATH });

    expect(await screen.findByText('No entries yet')).toBeTruthy();
    expect(screen.queryByLabelText('Member')).toBeNull();
    expect(requests.map((r) => r.url)).toEqual(['/api/audit-events?limit=50']);
  });

  it('shows an error with Try again when the log cannot be loaded', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'internal', message: 'Something went wrong.' } }, 500));
    renderWithProviders(<AuditLog canSeeEveryone={false} />, { route: PATH, path: PATH });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the audit log.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
