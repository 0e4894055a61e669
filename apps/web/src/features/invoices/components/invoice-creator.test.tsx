import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@malipo/contracts/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { invoiceFixture } from '../test-fixtures';
import { InvoiceCreator } from './invoice-creator';

const CUSTOMER = {
  id: 'cus_1',
  name: 'Acme Ltd',
  email: 'billing@acme.rw',
  phone: null,
  country: 'RW',
  notes: '',
  source: 'manual',
  totals: [],
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const NEW_ROUTE = { route: '/dashboard/invoices/new', path: '/dashboard/invoices/new' };

afterEach(() => vi.unstubAllGlobals());

function fillLine(
  index: number,
  values: { description: string; quantity: string; price: string; tax?: string },
) {
  const line = screen.getByRole('listitem', { name: `Line ${index}` });
  fireEvent.change(within(line).getByLabelText('Description *'), { target: { value: values.description } });
  fireEvent.change(within(line).getByLabelText('Quantity *'), { target: { value: values.quantity } });
  fireEvent.change(within(line).getByLabelText(/Unit price/), { target: { value: values.price } });
  if (values.tax) fireEvent.change(within(line).getByLabelText('Tax %'), { target: { value: values.tax } });
}

describe('InvoiceCreator', () => {
  it('sends a two-line draft for a chosen customer and opens it', async () => {
    const { requests } = mockFetch((request) => {
      if (request.method === 'POST') return jsonResponse(invoiceFixture({ id: 'inv_9' }), 201);
      return jsonResponse({ data: [CUSTOMER], nextCursor: null });
    });
    renderWithProviders(<InvoiceCreator />, NEW_ROUTE);
    const picker = await screen.findByLabelText('Customer *');
    await within(picker).findByRole('option', { name: 'Acme Ltd · billing@acme.rw' });
    fireEvent.change(picker, { target: { value: 'cus_1' } });
    fireEvent.change(screen.getByLabelText('Due date *'), { target: { value: '2026-12-31' } });

    fillLine(1, { description: 'Design', quantity: '3', price: '3.33', tax: '18' });
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fillLine(2, { description: 'Hosting', quantity: '1', price: '0.25', tax: '7.5' });
    fireEvent.change(screen.getByLabelText('Discount (USD)'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('Allow partial payment'));
    // Tax rounded half up per line: 9.99 × 18 % = 1.7982 → 1.80; 0.25 × 7.5 % = 0.01875 → 0.02.
    const summary = within(screen.getByLabelText('Totals'));
    expect(summary.getByText('Subtotal').nextSibling?.textContent).toBe(formatMoney(1_024, 'USD'));
    expect(summary.getByText('Discount').nextSibling?.textContent).toBe(`-${formatMoney(100, 'USD')}`);
    expect(summary.getByText('Tax').nextSibling?.textContent).toBe(formatMoney(182, 'USD'));
    expect(summary.getByText('Total').nextSibling?.textContent).toBe(formatMoney(1_106, 'USD'));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Navigated to /dashboard/invoices/inv_9')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/invoices');
    expect(post?.body).toEqual({
      customerId: 'cus_1',
      currency: 'USD',
      dueDate: '2026-12-31',
      memo: '',
      discountMinor: 100,
      allowPartialPayment: true,
      lines: [
        { description: 'Design', quantity: 3, unitPriceMinor: 333, taxRateBps: 1800 },
        { description: 'Hosting', quantity: 1, unitPriceMinor: 25, taxRateBps: 750 },
      ],
    });
  });

  it('creates a new customer inline and shows server field errors at their fields', async () => {
    const { requests } = mockFetch((request) => {
      if (request.method === 'POST') {
        return jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: 'Invalid',
              fields: {
                'customer.phone': 'Enter a phone number with its country code',
                'lines.0.unitPriceMinor': 'Amount is too large',
              },
            },
          },
          400,
        );
      }
      return jsonResponse({ data: [], nextCursor: null });
    });
    renderWithProviders(<InvoiceCreator />, NEW_ROUTE);
    fireEvent.click(screen.getByRole('button', { name: 'New customer' }));
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0788' } });
    fillLine(1, { description: 'Advice', quantity: '1', price: '5000' });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Enter a phone number with its country code')).toBeTruthy();
    expect(screen.getByText('Amount is too large')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      customer: { name: 'Jane', email: null, phone: '0788' },
      lines: [{ description: 'Advice', quantity: 1, unitPriceMinor: 500000, taxRateBps: null }],
    });
  });

  it('checks the lines before sending', async () => {
    const { requests } = mockFetch(() => jsonResponse({ data: [], nextCursor: null }));
    renderWithProviders(<InvoiceCreator />, NEW_ROUTE);
    fillLine(1, { description: 'Design', quantity: '1.5', price: '1.234', tax: '120' });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose a customer')).toBeTruthy();
    expect(screen.getByText('Quantity must be a whole number')).toBeTruthy();
    expect(screen.getByText('Enter an amount in USD')).toBeTruthy();
    expect(screen.getByText('Enter a percent from 0 to 100')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(false));
  });
});
