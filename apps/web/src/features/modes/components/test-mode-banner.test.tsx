import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ModeStatus } from '@malipo/contracts/modes';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { MODE_QUERY_KEY } from '../api/get-mode';
import { TestModeBanner } from './test-mode-banner';

const TEST: ModeStatus = { mode: 'test', liveAvailable: true, liveUnavailableReason: null };

afterEach(() => vi.unstubAllGlobals());

describe('TestModeBanner', () => {
  it('says the dashboard shows test data while the session is in test mode', async () => {
    const { requests } = mockFetch(() => jsonResponse(TEST));
    renderWithProviders(<TestModeBanner />);

    const banner = await screen.findByRole('region', { name: 'Test mode' });
    expect(banner.textContent).toBe(
      'Test mode — you are using test data. Payments here move test money through the sandbox; nothing is charged.',
    );
    expect(requests.map((r) => r.url)).toEqual(['/api/mode']);
  });

  it('is absent in live mode', async () => {
    mockFetch(() => jsonResponse({ ...TEST, mode: 'live' }));
    const { queryClient } = renderWithProviders(<TestModeBanner />);

    await waitFor(() => expect(queryClient.getQueryData(MODE_QUERY_KEY)).toEqual({ ...TEST, mode: 'live' }));
    expect(screen.queryByRole('region', { name: 'Test mode' })).toBeNull();
    expect(screen.queryByText(/test data/)).toBeNull();
  });
});
