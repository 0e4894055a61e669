import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { PENDING_DIRECT_PAY, errorResponse, posts, walletReads } from '@/test/wallet-fixtures';
import { DirectPayForm } from './direct-pay-form';

function renderDirectPay() {
  return renderWithProviders(<DirectPayForm mode="test" />, {
    route: '/dashboard/direct-pay',
    path: '/dashboard/direct-pay',
  });
}

const amountInput = () => screen.getByLabelText('Amount') as HTMLInputElement;
const phoneInput = () => screen.getByLabelText('Recipient phone number') as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Money' }));
const formAlert = () => within(screen.getByRole('form', { name: 'Direct Pay' })).getByRole('alert');

afterEach(() => vi.unstubAllGlobals());

describe('Direct Pay', () => {
  it('alerts for an empty recipient, then for a zero amount, and sends nothing (docs/product.md#validation)', async () => {
    const { requests } = mockFetch((request) => walletReads(request) ?? jsonResponse({}, 500));
    renderDirectPay();
    send();
    await waitFor(() => expect(formAlert().textContent).toBe('Please enter recipient email or phone number'));

    fireEvent.change(phoneInput(), { target: { value: '+250 788 123 456' } });
    fireEvent.change(amountInput(), { target: { value: '0' } });
    send();
    await waitFor(() => expect(formAlert().textContent).toBe('Please enter a valid amount'));

    fireEvent.change(amountInput(), { target: { value: '' } });
    send();
    await waitFor(() => expect(formAlert().textContent).toBe('Please enter a valid amount'));
    expect(posts(requests)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts at 100.00 USD to RWF, and a quick amount fills the amount', () => {
    mockFetch((request) => walletReads(request) ?? jsonResponse({}, 500));
    renderDirectPay();
    expect(amountInput().value).toBe('100.00');
    expect((screen.getByLabelText('From currency') as HTMLSelectElement).value).toBe('USD');
    expect((screen.getByLabelText('To currency') as HTMLSelectElement).value).toBe('RWF');

    fireEvent.click(screen.getByRole('button', { name: '500' }));
    expect(amountInput().value).toBe('500.00');
    expect(screen.getByRole('button', { name: '500' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '1,000' }));
    expect(amountInput().value).toBe('1000.00');
  });

  it('shows the rate, what the recipient gets, the fee and the total from the quote', async () => {
    const { requests } = mockFetch((request) => walletReads(request) ?? jsonResponse({}, 500));
    renderDirectPay();
    const figures = screen.getByLabelText('Conversion figures');
    await waitFor(() => expect(figures.textContent).toContain('Recipient getsRWF 130,000'));
    expect(figures.textContent).toContain('Exchange rate1 USD = 1,300 RWF');
    expect(figures.textContent).toContain('Fee (2%)$2.00');
    expect(figures.textContent).toContain('Total cost$102.00');
    expect(requests.some((r) => r.url === '/api/fx/quote?from=USD&to=RWF&amountMinor=10000')).toBe(true);
  });

  it('shows the server message when no rate prices the pair', async () => {
    const message = 'No exchange rate from KES to NGN is available.';
    mockFetch((request) =>
      request.url.startsWith('/api/fx/quote')
        ? errorResponse(422, 'fx_rate_unavailable', message)
        : (walletReads(request) ?? jsonResponse({}, 500)),
    );
    renderDirectPay();
    fireEvent.change(screen.getByLabelText('From currency'), { target: { value: 'KES' } });
    fireEvent.change(screen.getByLabelText('To currency'), { target: { value: 'NGN' } });
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('shows "Transfer failed. Please try again." when the provider fails the payout', async () => {
    const { requests } = mockFetch((request) => {
      if (request.method === 'POST') return jsonResponse(PENDING_DIRECT_PAY, 201);
      if (request.url === `/api/wallet/payouts/${PENDING_DIRECT_PAY.id}`) {
        return jsonResponse({
          ...PENDING_DIRECT_PAY,
          status: 'failed',
          failure: { code: 'declined', message: 'The mobile wallet declined the transfer.' },
        });
      }
      return walletReads(request) ?? jsonResponse({}, 500);
    });
    renderDirectPay();
    fireEvent.change(phoneInput(), { target: { value: '+250 788 120 002' } });
    await screen.findByText('RWF 130,000');
    send();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm transfer' });
    expect(within(dialog).getByLabelText('Summary').textContent).toContain('Total cost$102.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send $102.00' }));

    expect(await screen.findByText('Processing...', { selector: 'button' })).toBeTruthy();
    await waitFor(() => expect(formAlert().textContent).toContain('Transfer failed. Please try again.'), {
      timeout: 5000,
    });
    expect(formAlert().textContent).toContain('The mobile wallet declined the transfer.');
    expect(posts(requests)[0]).toMatchObject({
      url: '/api/wallet/direct-pay',
      body: {
        amountMinor: 10_000,
        fromCurrency: 'USD',
        toCurrency: 'RWF',
        recipient: { provider: 'mtn', country: 'RW', phone: '+250788120002' },
      },
    });
  });

  it('shows "Transfer failed. Please try again." with the reason when the request is refused', async () => {
    const message = 'Insufficient balance: your USD wallet has $150.00, this needs $1,020.00.';
    mockFetch((request) =>
      request.method === 'POST'
        ? errorResponse(422, 'insufficient_funds', message)
        : (walletReads(request) ?? jsonResponse({}, 500)),
    );
    renderDirectPay();
    fireEvent.change(phoneInput(), { target: { value: '+250 788 123 456' } });
    send();
    fireEvent.click(await screen.findByRole('button', { name: /^Send \$/ }));
    await waitFor(() => expect(formAlert().textContent).toContain('Transfer failed. Please try again.'));
    expect(formAlert().textContent).toContain(message);
  });
});
