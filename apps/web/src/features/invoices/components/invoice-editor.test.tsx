import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { invoiceFixture } from '../test-fixtures';
import { InvoiceEditor } from './invoice-editor';

const EDIT_ROUTE = { route: '/dashboard/invoices/inv_1/edit', path: '/dashboard/invoices/:invoiceId/edit' };

afterEach(() => vi.unstubAllGlobals());

describe('InvoiceEditor', () => {
  it('fills the form with the draft and saves the changed lines', async () => {
    const draft = invoiceFixture({
      currency: 'RWF',
      discountMinor: 500,
      memo: 'Thanks',
      lines: [
        {
          description: 'Design',
          quantity: 2,
          unitPriceMinor: 1005,
          taxRateBps: 1800,
          lineSubtotalMinor: 2010,
          lineTaxMinor: 362,
        },
      ],
    });
    const { requests } = mockFetch((request) => {
      if (request.url.startsWith('/api/customers')) return jsonResponse({ data: [], nextCursor: null });
      return jsonResponse(draft);
    });
    renderWithProviders(<InvoiceEditor invoiceId="inv_1" />, EDIT_ROUTE);
    const line = await screen.findByRole('listitem', { name: 'Line 1' });
    expect((within(line).getByLabelText('Unit price (RWF) *') as HTMLInputElement).value).toBe('1005');
    expect((within(line).getByLabelText('Tax %') as HTMLInputElement).value).toBe('18');
    expect((screen.getByLabelText('Currency') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Customer *') as HTMLSelectElement).value).toBe('cus_1');

    fireEvent.change(within(line).getByLabelText('Quantity *'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Navigated to /dashboard/invoices/inv_1')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/api/invoices/inv_1',
      body: {
        customerId: 'cus_1',
        dueDate: '2026-12-09',
        memo: 'Thanks',
        discountMinor: 500,
        allowPartialPayment: false,
        lines: [{ description: 'Design', quantity: 4, unitPriceMinor: 1005, taxRateBps: 1800 }],
      },
    });
  });

  it('refuses to edit an issued invoice', async () => {
    mockFetch(() => jsonResponse(invoiceFixture({ status: 'open' })));
    renderWithProviders(<InvoiceEditor invoiceId="inv_1" />, EDIT_ROUTE);
    expect((await screen.findByRole('alert')).textContent).toContain('Only drafts can be edited.');
  });
});
