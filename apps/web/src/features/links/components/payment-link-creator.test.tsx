import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { PaymentLinkCreator } from './payment-link-creator';

const ROUTE = '/dashboard/create-link/payment-link';

function renderCreator() {
  return renderWithProviders(<PaymentLinkCreator businessName="Demo Merchant" />, {
    route: ROUTE,
    path: ROUTE,
  });
}

function input(name: RegExp): HTMLInputElement {
  return screen.getByLabelText(name) as HTMLInputElement;
}

afterEach(() => vi.unstubAllGlobals());

describe('PaymentLinkCreator', () => {
  it('previews "Enter amount" until an amount is typed, then the formatted amount in the chosen currency', () => {
    mockFetch(() => jsonResponse({}));
    renderCreator();
    const preview = screen.getByTestId('preview-amount');
    expect(preview.textContent).toBe('Enter amount');

    fireEvent.change(input(/^Product Name/), { target: { value: 'Kitenge dress' } });
    fireEvent.change(input(/^Amount/), { target: { value: '1200.5' } });
    expect(preview.textContent).toBe('$1,200.50');
    expect(screen.getByText('Kitenge dress')).toBeTruthy();

    fireEvent.change(input(/^Currency/), { target: { value: 'RWF' } });
    fireEvent.change(input(/^Amount/), { target: { value: '5000' } });
    expect(preview.textContent).toBe('RWF 5,000');
  });

  it('shows required-field messages and sends nothing when the form is empty', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderCreator();
    fireEvent.click(screen.getByRole('button', { name: 'Create Payment Link' }));
    expect(await screen.findByText('Product name is required')).toBeTruthy();
    expect(screen.getByText('Amount is required')).toBeTruthy();
    expect(input(/^Amount/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the amount in minor units and shows server field errors next to the fields', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid request body',
            fields: { amountMinor: 'Amount is too large' },
          },
        },
        400,
      ),
    );
    renderCreator();
    fireEvent.change(input(/^Product Name/), { target: { value: 'Kitenge dress' } });
    fireEvent.change(input(/^Amount/), { target: { value: '1,200.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Payment Link' }));

    expect(await screen.findByText('Amount is too large')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/payment-links',
      body: { productName: 'Kitenge dress', amountMinor: 120050, currency: 'USD', expiresAt: null },
    });
  });

  it('goes to the payment link list after creating the link', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          id: 'xyz789',
          productName: 'Kitenge dress',
          description: '',
          amountMinor: 120050,
          currency: 'USD',
          thankYouMessage: 'Thank you for your payment!',
          redirectUrl: null,
          status: 'active',
          expiresAt: null,
          createdAt: '2026-01-01T10:00:00.000Z',
          path: '/pay/xyz789',
          paymentsCount: 0,
          totalAmountMinor: 0,
        },
        201,
      ),
    );
    renderCreator();
    fireEvent.change(input(/^Product Name/), { target: { value: 'Kitenge dress' } });
    fireEvent.change(input(/^Amount/), { target: { value: '1200.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Payment Link' }));
    await waitFor(() => expect(screen.getByText('Navigated to /dashboard/payment-links')).toBeTruthy());
    expect(await screen.findByText('Payment link created')).toBeTruthy();
  });
});
