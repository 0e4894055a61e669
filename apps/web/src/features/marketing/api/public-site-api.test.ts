import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemStatus } from '@malipo/contracts/public-site';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { useSystemStatus } from './get-system-status';
import { useSendContactMessage } from './send-contact-message';
import { useSubscribeNewsletter } from './subscribe-newsletter';

afterEach(() => {
  vi.unstubAllGlobals();
});

const contact = {
  firstName: 'Amina',
  lastName: 'Uwase',
  email: 'amina@example.rw',
  subject: 'Hello',
  message: 'A question',
};

const statusBody = (checkedAt: string): SystemStatus => ({
  status: 'operational',
  services: [
    { id: 'api', name: 'API', status: 'operational', responseTimeMs: 0.4, detail: 'Event-loop delay 0.4 ms' },
  ],
  checkedAt,
});

describe('public site API hooks (no QueryClientProvider needed)', () => {
  it('useSendContactMessage posts with the CSRF header and exposes the stored id', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({ id: 'msg_1', receivedAt: '2026-11-23T10:00:00.000Z' }, 201),
    );
    const { result } = renderHook(() => useSendContactMessage());
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutate(contact);
    });
    expect(answer).toEqual({ id: 'msg_1', receivedAt: '2026-11-23T10:00:00.000Z' });
    expect(result.current).toMatchObject({ isSuccess: true, isPending: false, error: null });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/public/contact',
      headers: { 'x-requested-with': 'malipo' },
      body: contact,
    });
  });

  it('a refused sign-up resolves undefined and exposes the field messages', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid request body',
            fields: { email: 'Enter a valid email address' },
          },
        },
        400,
      ),
    );
    const { result } = renderHook(() => useSubscribeNewsletter());
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.mutate({ email: 'nope', source: 'footer' });
    });
    expect(answer).toBeUndefined();
    expect(result.current.isSuccess).toBe(false);
    expect(result.current.error?.fields).toEqual({ email: 'Enter a valid email address' });
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });

  it('useSystemStatus loads on mount and measures again on refetch', async () => {
    let calls = 0;
    mockFetch(() => jsonResponse(statusBody(`2026-11-23T10:00:0${++calls}.000Z`)));
    const { result } = renderHook(() => useSystemStatus());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.checkedAt).toBe('2026-11-23T10:00:01.000Z'));
    expect(result.current.isLoading).toBe(false);

    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data?.checkedAt).toBe('2026-11-23T10:00:02.000Z'));
    expect(result.current.isFetching).toBe(false);
  });

  it('a failed status refetch keeps the last answer and reports the error', async () => {
    let fail = false;
    mockFetch(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return jsonResponse(statusBody('2026-11-23T10:00:00.000Z'));
    });
    const { result } = renderHook(() => useSystemStatus());
    await waitFor(() => expect(result.current.data).toBeDefined());
    fail = true;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.error?.isNetworkError).toBe(true));
    expect(result.current.data?.checkedAt).toBe('2026-11-23T10:00:00.000Z');
  });
});
