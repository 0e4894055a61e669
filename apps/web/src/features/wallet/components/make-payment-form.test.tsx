import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VirtualCard } from '@malipo/contracts/virtual-cards';
import { cardPayment } from '@/test/checkout-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { ACTIVE_CARD, FROZEN_CARD } from '@/test/virtual-card-fixtures';
import { posts, walletReads } from '@/test/wallet-fixtures';
import { MakePaymentForm } from './make-payment-form';

const FROZEN_MESSAGE = 'This card is frozen. Unfreeze it to pay.';

function renderForm(card: VirtualCard | null) {
  return renderWithProviders(<MakePaymentForm card={card} />, {
    route: '/dashboard/make-payment',
    path: '/dashboard/make-payment',
  });
}

function fillAndContinue(code: string, amount: string) {
  fireEvent.change(screen.getByLabelText('Merchant code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Make Payment: pay with', () => {
  it('offers no choice without a card and pays from the wallet', async () => {
    const { requests } = mockFetch(
      (request) =>
        walletReads(request) ??
        jsonResponse(
          {
            id: 'tr_01',
            kind: 'merchant_payment',
            amountMinor: 1200,
            currency: 'USD',
            counterparty: 'Kigali Crafts',
            note: '',
            createdAt: '2026-03-01T10:00:00.000Z',
          },
          201,
        ),
    );
    renderForm(null);
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    fillAndContinue('mlp-abc123', '12');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(within(dialog).getByLabelText('Summary').textContent).toContain('Pay withWallet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $12.00' }));
    expect(await screen.findByText('Paid $12.00 to Kigali Crafts.')).toBeTruthy();
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/wallet/merchant-payments',
      body: { merchantCode: 'MLP-ABC123', amountMinor: 1200, currency: 'USD' },
    });
  });

  it('pays with the active virtual card through the card endpoint with an idempotency key', async () => {
    const { requests } = mockFetch(
      (request) =>
        walletReads(request) ??
        jsonResponse(cardPayment('succeeded', { amountMinor: 2500, currency: 'USD' }), 201),
    );
    renderForm(ACTIVE_CARD);
    const choice = screen.getByRole('group', { name: 'Pay with' });
    fireEvent.click(within(choice).getByLabelText('Virtual card •••• 7890'));
    fillAndContinue('MLP-ABC123', '25');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(within(dialog).getByLabelText('Summary').textContent).toContain('Pay withVirtual card •••• 7890');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $25.00' }));

    expect(await screen.findByText('Paid $25.00 to MLP-ABC123.')).toBeTruthy();
    const [payment] = posts(requests);
    expect(payment).toMatchObject({
      url: '/api/virtual-card/payments',
      body: { merchantCode: 'MLP-ABC123', amountMinor: 2500, currency: 'USD', reference: '' },
    });
    expect(payment?.headers['idempotency-key']).toBeTruthy();
  });

  it('shows the decline message when the card payment is declined', async () => {
    mockFetch(
      (request) =>
        walletReads(request) ??
        jsonResponse(
          cardPayment('failed', { failure: { code: 'card_frozen', message: FROZEN_MESSAGE } }),
          201,
        ),
    );
    renderForm(ACTIVE_CARD);
    fireEvent.click(screen.getByLabelText('Virtual card •••• 7890'));
    fillAndContinue('MLP-ABC123', '100');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $100.00' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(FROZEN_MESSAGE));
    expect(screen.queryByText(/^Paid /)).toBeNull();
  });

  it('does not offer a frozen card, and says where to unfreeze it', () => {
    mockFetch((request) => walletReads(request) ?? jsonResponse({}, 500));
    renderForm(FROZEN_CARD);
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
    expect(screen.getByText(/virtual card •••• 7890 is frozen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unfreeze it on the dashboard' })).toBeTruthy();
  });
});
