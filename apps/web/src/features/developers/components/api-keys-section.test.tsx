import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKey } from '@malipo/contracts/api-keys';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ApiKeysSection } from './api-keys-section';

const SECRET = 'sk_test_4eC39HqLyjWDarjtT1zdp7dcAbCd9';

const KEY: ApiKey = {
  id: 'key_01',
  name: 'Shop backend',
  maskedKey: 'sk_test_…9xYz',
  createdAt: '2026-03-12T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

/** Answers the section's calls with `keys` (mutable), and `overrides` by "METHOD url". */
function serve(keys: ApiKey[], overrides: Record<string, (r: RecordedRequest) => Response> = {}) {
  return mockFetch((request) => {
    const override = overrides[`${request.method} ${request.url}`];
    if (override) return override(request);
    if (request.url === '/api/api-keys') return jsonResponse({ data: keys });
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

const renderSection = () =>
  renderWithProviders(<ApiKeysSection />, { route: '/dashboard/developers', path: '/dashboard/developers' });

afterEach(() => vi.unstubAllGlobals());

describe('API keys section', () => {
  it('creates the first key and shows the full key once, with a warning and Copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { requests } = serve([], {
      'POST /api/api-keys': (r) =>
        jsonResponse(
          { ...KEY, name: (r.body as { name: string }).name, maskedKey: 'sk_test_…AbCd', secret: SECRET },
          201,
        ),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Create your first key' }));
    const form = await screen.findByRole('form', { name: 'Create secret key' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Key name'), { target: { value: 'Online shop' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save your secret key' });
    expect(within(dialog).getByText(SECRET)).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('will not be shown again');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy secret key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(dialog).findByText('Copied')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Online shop' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
    const list = screen.getByRole('list', { name: 'API keys' });
    expect(within(list).getByText('Online shop')).toBeTruthy();
    expect(within(list).getByText('sk_test_…AbCd')).toBeTruthy();
  });

  it('lists keys masked with when they were last used', async () => {
    serve([
      { ...KEY, lastUsedAt: '2026-03-13T08:30:00.000Z' },
      { ...KEY, id: 'key_02', name: 'Reports' },
    ]);
    renderSection();
    const list = await screen.findByRole('list', { name: 'API keys' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('sk_test_…9xYz')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('Never')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Never')).toBeTruthy();
  });

  it('revokes a key after confirmation; it is then shown as revoked', async () => {
    const keys = [KEY];
    const revoked = { ...KEY, revokedAt: '2026-03-14T09:00:00.000Z' };
    const { requests } = serve(keys, {
      'POST /api/api-keys/key_01/revoke': () => {
        keys.splice(0, 1, revoked);
        return jsonResponse(revoked);
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Shop backend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(dialog.textContent).toContain('stops working immediately');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    expect(await screen.findByText('Revoked', { selector: '[data-slot="badge"]' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke Shop backend' })).toBeNull();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/api-keys/key_01/revoke',
    ]);
  });

  it('offers a retry when the keys cannot be loaded', async () => {
    let fail = true;
    mockFetch(() =>
      fail
        ? jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)
        : jsonResponse({ data: [KEY] }),
    );
    renderSection();
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Shop backend')).toBeTruthy();
  });
});
