import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TwoFactorStatus } from '@malipo/contracts/two-factor';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { TwoFactorGate } from './two-factor-gate';

const OFF: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const ON: TwoFactorStatus = {
  enabled: true,
  enabledAt: '2026-01-15T10:00:00.000Z',
  recoveryCodesLeft: 10,
  required: true,
};

afterEach(() => vi.unstubAllGlobals());

/** Renders the gate around a page over a server answering `status`. */
async function gate(status: TwoFactorStatus) {
  const { requests } = mockFetch(() => jsonResponse(status));
  renderWithProviders(
    <TwoFactorGate businessName="Kigali Crafts">
      <h1>The page</h1>
    </TwoFactorGate>,
  );
  await vi.waitFor(() => expect(requests).toHaveLength(1));
  return requests;
}

describe('TwoFactorGate', () => {
  it('shows the set-up instead of the page when the account requires it and the person has none', async () => {
    await gate({ ...OFF, required: true });
    expect(
      await screen.findByRole('heading', {
        name: 'Kigali Crafts requires two-factor sign-in. Set it up to continue.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
  });

  it.each([
    ['required and on', ON],
    ['not required', OFF],
  ])('shows the page when it is %s', async (_case, status) => {
    await gate(status);
    // The page shows while the state loads too: let the answer be applied first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up two-factor sign-in' })).toBeNull();
  });
});
