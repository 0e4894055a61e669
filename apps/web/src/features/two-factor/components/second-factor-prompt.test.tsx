import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiRequest } from '@/lib/api-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { SecondFactorPrompt } from './second-factor-prompt';

afterEach(() => vi.unstubAllGlobals());

const ASKED = { error: { code: 'second_factor_required', message: 'Enter the 6-digit code' } };

describe('SecondFactorPrompt', () => {
  it('asks for a code on second_factor_required, then sends the request again with the same key', async () => {
    let isProved = false;
    const { requests } = mockFetch(({ url }) => {
      if (url === '/api/account/two-factor/verify') {
        isProved = true;
        return new Response(null, { status: 204 });
      }
      return isProved ? jsonResponse({ id: 'po_1' }, 201) : jsonResponse(ASKED, 403);
    });
    renderWithProviders(<SecondFactorPrompt />);
    const withdrawal = apiRequest<{ id: string }>('/api/wallet/payouts', {
      method: 'POST',
      body: { amountMinor: 1000 },
      headers: { 'Idempotency-Key': 'key-1' },
    });

    fireEvent.change(await screen.findByLabelText('Enter the 6-digit code from your authenticator app'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(withdrawal).resolves.toEqual({ id: 'po_1' });
    const payouts = requests.filter((r) => r.url === '/api/wallet/payouts');
    expect(payouts.map((r) => r.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
    expect(requests.find((r) => r.url.endsWith('/verify'))?.body).toEqual({ code: '123456' });
  });

  it('closing the dialog gives up: the request fails with second_factor_required', async () => {
    mockFetch(() => jsonResponse(ASKED, 403));
    renderWithProviders(<SecondFactorPrompt />);
    const withdrawal = apiRequest('/api/wallet/payouts', { method: 'POST', body: {} });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(withdrawal).rejects.toMatchObject({ code: 'second_factor_required' });
  });
});
