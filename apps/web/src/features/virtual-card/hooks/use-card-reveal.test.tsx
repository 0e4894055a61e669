import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { REVEALED_CARD } from '@/test/virtual-card-fixtures';
import { REVEAL_TIMEOUT_MS, useCardReveal } from './use-card-reveal';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCardReveal', () => {
  it('masks the revealed details again by itself after the timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => jsonResponse(REVEALED_CARD));
    const { result } = renderHook(() => useCardReveal('vc_01'));

    await act(() => result.current.reveal());
    expect(result.current.state).toEqual({ kind: 'revealed', details: REVEALED_CARD });

    act(() => vi.advanceTimersByTime(REVEAL_TIMEOUT_MS - 1000));
    expect(result.current.state.kind).toBe('revealed');
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'masked' }));
  });

  it('drops the details when the card changes', async () => {
    mockFetch(() => jsonResponse(REVEALED_CARD));
    const { result, rerender } = renderHook(({ id }) => useCardReveal(id), { initialProps: { id: 'vc_01' } });
    await act(() => result.current.reveal());
    expect(result.current.state.kind).toBe('revealed');
    rerender({ id: 'vc_02' });
    expect(result.current.state).toEqual({ kind: 'masked' });
  });
});
