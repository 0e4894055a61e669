import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Mode } from '@malipo/contracts/modes';
import { cardPayment } from '@/test/checkout-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { posts, walletReads } from '@/test/wallet-fixtures';
import { DepositScreen } from './deposit-screen';

const PROVIDER_PAGE = 'https://checkout.flutterwave.test/v3/hosted/pay/dep';

function renderDeposit(mode: Mode) {
  return renderWithProviders(<DepositScreen storageScope="usr_01" mode={mode} />, {
    route: '/dashboard/deposit',
    path: '/dashboard/deposit',
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('Deposit', () => {
  it('shows the sandbox’s hints in test mode', () => {
    mockFetch((request) => walletReads(request) ?? jsonResponse({}));
    renderDeposit('test');
    expect(screen.getByText(/Test mode: numbers ending in 0002 are declined\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByRole('textbox', { name: 'Card Number' })).toBeTruthy();
    expect(screen.getByText(/^Test mode: 4242 4242 4242 4242/)).toBeTruthy();
  });

  it('in live mode has no test hints, no card fields, and sends the card to the provider’s page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = mockFetch(
      (request) =>
        walletReads(request) ??
        jsonResponse(
          cardPayment('requires_action', {
            paymentMethod: { type: 'card', brand: '', last4: '' },
            nextAction: { type: 'redirect', url: PROVIDER_PAGE },
          }),
          201,
        ),
    );
    renderDeposit('live');
    expect(screen.queryByText(/Test mode/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.queryByRole('textbox', { name: 'Card Number' })).toBeNull();
    expect(
      screen.getByText("You will enter your card details on our payment partner's secure page."),
    ).toBeTruthy();
    expect(screen.queryByText(/Test mode/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit $50.00' }));

    expect(await screen.findByText('Taking you to the secure payment page…')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith(PROVIDER_PAGE);
    const [deposit] = posts(requests);
    expect(deposit).toMatchObject({
      url: '/api/wallet/deposits',
      body: { amountMinor: 5000, currency: 'USD', paymentMethod: { type: 'card' } },
    });
    expect(requests.some((request) => request.url === '/api/sandbox/tokens')).toBe(false);
  });
});
