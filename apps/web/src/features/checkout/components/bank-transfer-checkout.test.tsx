import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import type { PublicPaymentLink } from '@malipo/contracts/payment-links';
import type { AvailablePaymentMethods, PublicPayment } from '@malipo/contracts/payments';
import { cardPayment, PUBLIC_LINK } from '@/test/checkout-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderOnPayerPage } from '@/test/render-on-payer-page';
import { PaymentLinkCheckout } from './payment-link-checkout';

/** A payment of the demo link waiting for its bank transfer. */
const WAITING: PublicPayment = cardPayment('requires_action', {
  paymentMethod: { type: 'bank_transfer' },
  nextAction: {
    type: 'bank_transfer',
    bankName: 'Malipo Sandbox Bank',
    accountNumber: '4012345678',
    amountMinor: 10000,
    currency: 'USD',
    reference: 'SBX-1A2B3C4D',
    expiresAt: '2026-01-01T11:00:00.000Z',
  },
});

function linkWith(paymentMethods: Partial<AvailablePaymentMethods>, mode: 'test' | 'live' = 'test') {
  return {
    ...PUBLIC_LINK,
    merchant: { ...PUBLIC_LINK.merchant, mode },
    paymentMethods: { card: false, mobileMoneyCountries: [], bankTransfer: false, ...paymentMethods },
  } satisfies PublicPaymentLink;
}

function type(name: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

function payerPage(search: string, payment?: PayerPageInput['payment']): PayerPageInput {
  return {
    route: { kind: 'pay', id: 'abc123' },
    pathname: '/pay/abc123',
    search,
    formKey: 'form-key-1',
    locale: 'en',
    ...(payment ? { payment } : {}),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Bank transfer on the payer pages', () => {
  it('is offered beside Card and Mobile only when the page offers it, in French too', () => {
    mockFetch(() => jsonResponse({}));
    const { unmount } = renderOnPayerPage(
      <PaymentLinkCheckout
        data={linkWith({ card: true, mobileMoneyCountries: ['RW'], bankTransfer: true })}
      />,
    );
    const bank = screen.getByRole('button', { name: 'Bank transfer' });
    expect(bank.getAttribute('value')).toBe('bank');
    expect(bank.textContent).toContain('Transfer from your bank');
    // Two buttons to a row; the third fills its own, so three fit a phone.
    expect(bank.className).toContain('col-span-2');
    unmount();

    const second = renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ card: true })} />);
    expect(screen.queryByRole('button', { name: 'Bank transfer' })).toBeNull();
    second.unmount();

    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ bankTransfer: true })} />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Virement bancaire' }).textContent).toContain(
      'Depuis votre banque',
    );
  });

  it('asks only for the name and email, pays with { type: bank_transfer } and shows the account', async () => {
    const { requests } = mockFetch(() => jsonResponse(WAITING, 201));
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ card: true, bankTransfer: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bank transfer' }));

    expect(screen.getByRole('heading', { name: 'Pay by bank transfer' })).toBeTruthy();
    expect(screen.getByText('We will give you an account to transfer to.')).toBeTruthy();
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'name',
      'email',
    ]);
    type('Full Name', 'Amina Uwase');
    type('Email', 'amina@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));

    expect(await screen.findByRole('heading', { name: 'Transfer $100.00 to this account' })).toBeTruthy();
    expect(screen.getByText('4012345678')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/public/payment-links/abc123/payments',
      body: {
        payer: { name: 'Amina Uwase', email: 'amina@example.com' },
        paymentMethod: { type: 'bank_transfer' },
      },
    });
  });

  it('shows the account of a payment its address names, and keeps polling until the money arrives', async () => {
    let answer: PublicPayment = WAITING;
    const { requests } = mockFetch(() => jsonResponse(answer));
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ bankTransfer: true })} />, {
      page: payerPage('?method=bank&payment=pay_01', { kind: 'ready', data: WAITING }),
    });
    expect(await screen.findByRole('heading', { name: 'Transfer $100.00 to this account' })).toBeTruthy();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0), { timeout: 3000 });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/public/payments/pay_01' });

    answer = cardPayment('succeeded', { paymentMethod: { type: 'bank_transfer' } });
    expect(await screen.findByText('Payment Successful!', {}, { timeout: 3500 })).toBeTruthy();
  });

  it('test mode: Simulate transfer received is sent with fetch and shows the outcome in place', async () => {
    const { requests } = mockFetch((request) =>
      request.url.startsWith('/sandbox/')
        ? jsonResponse(cardPayment('succeeded', { paymentMethod: { type: 'bank_transfer' } }))
        : jsonResponse(WAITING),
    );
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ bankTransfer: true })} />, {
      page: payerPage('?payment=pay_01', { kind: 'ready', data: WAITING }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate transfer received' }));

    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(requests.find((request) => request.url.startsWith('/sandbox/'))).toMatchObject({
      method: 'POST',
      url: '/sandbox/bank-transfers/pay_01',
      body: {},
    });
  });

  it('an underpaid transfer fails with its reason and what arrived', async () => {
    mockFetch(() => jsonResponse({}));
    const underpaid = cardPayment('failed', {
      paymentMethod: { type: 'bank_transfer' },
      failure: { code: 'underpaid', message: 'Only $80.00 of $100.00 arrived.' },
      transferMismatch: { expectedMinor: 10000, receivedMinor: 8000 },
    });
    renderOnPayerPage(<PaymentLinkCheckout data={linkWith({ bankTransfer: true })} />, {
      page: payerPage('?payment=pay_01', { kind: 'ready', data: underpaid }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Less than the amount asked arrived, so the payment did not go through. The merchant will return what was received.',
    );
    expect(within(alert).getByText('Received $80.00 of $100.00.')).toBeTruthy();
  });
});
