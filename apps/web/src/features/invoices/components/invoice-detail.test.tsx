import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { invoiceFixture } from '../test-fixtures';
import { InvoiceDetail } from './invoice-detail';

afterEach(() => vi.unstubAllGlobals());

describe('InvoiceDetail', () => {
  it("shows a draft's server totals and finalizes it after asking", async () => {
    let invoice = invoiceFixture();
    const { requests } = mockFetch((request) => {
      if (request.method === 'POST') {
        invoice = { ...invoice, status: 'open', issuedAt: '2026-11-25T09:00:00.000Z' };
      }
      return jsonResponse(invoice);
    });
    renderWithProviders(<InvoiceDetail invoiceId="inv_1" canEdit businessName="Acme" />);
    const totals = await screen.findByLabelText('Totals');
    expect(totals.textContent).toContain('Subtotal$9.99');
    expect(totals.textContent).toContain('Tax$1.80');
    expect(totals.textContent).toContain('Total$11.79');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/dashboard/invoices/inv_1/edit',
    );
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Void' })).toBeTruthy());
    expect(requests.find((r) => r.method === 'POST')?.url).toBe('/api/invoices/inv_1/finalize');
    expect(screen.getByRole('button', { name: 'Revise' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows the server message when an action is refused', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'POST'
        ? jsonResponse({ error: { code: 'invalid_state', message: 'This invoice was already paid' } }, 409)
        : jsonResponse(
            invoiceFixture({ status: 'partially_paid', amountPaidMinor: 100, amountDueMinor: 1079 }),
          ),
    );
    renderWithProviders(<InvoiceDetail invoiceId="inv_1" canEdit businessName="Acme" />);
    expect(screen.queryByRole('button', { name: 'Revise' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('This invoice was already paid')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.url).toBe('/api/invoices/inv_1/void');
  });

  it('shows no actions without permission', async () => {
    mockFetch(() => jsonResponse(invoiceFixture()));
    renderWithProviders(<InvoiceDetail invoiceId="inv_1" canEdit={false} businessName="Acme" />);
    expect(await screen.findByText('INV-0001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finalize' })).toBeNull();
  });
});
