import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { ApiError, apiRequest } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends the CSRF header and JSON content type on writes, not on reads', async () => {
    const { requests } = mockFetch(() => jsonResponse({ ok: true }));
    await apiRequest('/api/things');
    await apiRequest('/api/things', { method: 'POST', body: { a: 1 } });
    await apiRequest('/api/things/1', { method: 'DELETE' });
    expect(requests[0]?.headers['x-requested-with']).toBeUndefined();
    expect(requests[1]?.headers).toMatchObject({
      'x-requested-with': 'malipo',
      'content-type': 'application/json',
    });
    expect(requests[1]?.body).toEqual({ a: 1 });
    expect(requests[2]?.headers['x-requested-with']).toBe('malipo');
    expect(requests[2]?.headers['content-type']).toBeUndefined();
  });

  it('sends FormData as multipart: CSRF header, no JSON content type (the browser sets the boundary)', async () => {
    const { fetchMock, requests } = mockFetch(() => jsonResponse({ ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['png']), 'logo.png');
    await apiRequest('/api/settings/logo', { method: 'POST', body: form });
    expect(requests[0]?.headers['x-requested-with']).toBe('malipo');
    expect(requests[0]?.headers['content-type']).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
  });

  it('turns error bodies into ApiError with code, message and fields', async () => {
    mockFetch(() =>
      jsonResponse(
        { error: { code: 'email_taken', message: 'Email already used', fields: { email: 'Taken' } } },
        409,
      ),
    );
    const error = await apiRequest('/api/auth/signup', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'email_taken',
      message: 'Email already used',
      fields: { email: 'Taken' },
    });
  });

  it('reports a request without an answer as a network error (status 0) and resolves 204 as undefined', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);

    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
