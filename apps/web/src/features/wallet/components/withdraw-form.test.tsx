import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { PENDING_WITHDRAWAL, errorResponse, posts, walletReads } from '@/test/wallet-fixtures';
import { WithdrawScreen } from './withdraw-screen';

function renderWithdraw() {
  return renderWithProviders(<WithdrawScreen mode="test" />, {
    route: '/dashboard/withdraw',
    path: '/dashboard/withdraw',
  });
}

function fillMobileWithdrawal(amount: string) {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Mobile money number'), { target: { value: '+250 788 123 456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Withdraw', () => {
  it('shows the amount, the 2% fee and what arrives before anything is sent, then sends on confirm', async () => {
    const { requests } = mockFetch(
      (request) => walletReads(request) ?? jsonResponse(PENDING_WITHDRAWAL, 201),
    );
    renderWithdraw();
    fillMobileWithdrawal('50.00');

    const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' });
    const summary = within(dialog).getByLabelText('Summary');
    expect(summary.textContent).toContain('Amount$50.00');
    expect(summary.textContent).toContain('Fee (2%)$1.00');
    expect(summary.textContent).toContain('Arrives$49.00');
    expect(posts(requests)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw $50.00' }));
    expect(await screen.findByText('Withdrawal on its way')).toBeTruthy();
    const [post] = posts(requests);
    expect(post).toMatchObject({
      url: '/api/wallet/payouts',
      body: {
        amountMinor: 5000,
        currency: 'USD',
        destination: { type: 'mobile_money', provider: 'mtn', country: 'RW', phone: '+250788123456' },
      },
    });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the insufficient funds message from the server on the form', async () => {
    const message = 'Insufficient balance: your USD wallet has $150.00, this needs $500.00.';
    mockFetch((request) => walletReads(request) ?? errorResponse(422, 'insufficient_funds', message));
    renderWithdraw();
    fillMobileWithdrawal('500');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw $500.00' }));

    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Withdraw' })).getByRole('alert').textContent).toBe(
        message,
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reuses the same Idempotency-Key when a failed network attempt is retried', async () => {
    let attempt = 0;
    const { requests } = mockFetch((request) => {
      const read = walletReads(request);
      if (read) return read;
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return jsonResponse(PENDING_WITHDRAWAL, 201);
    });
    renderWithdraw();
    fillMobileWithdrawal('50');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw $50.00' }));
    expect(await within(dialog).findByText(/your money will not move twice/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw $50.00' }));
    expect(await screen.findByText('Withdrawal on its way')).toBeTruthy();
    const [first, second] = posts(requests);
    expect(first?.headers['idempotency-key']).toBeTruthy();
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('shows a server message about the phone number next to the number', async () => {
    mockFetch(
      (request) =>
        walletReads(request) ??
        errorResponse(400, 'validation_failed', 'Invalid request', {
          'destination.phone': 'Enter a valid phone number for the selected country',
        }),
    );
    renderWithdraw();
    fillMobileWithdrawal('50');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw $50.00' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile money number').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Enter a valid phone number for the selected country')).toBeTruthy();
  });
});
