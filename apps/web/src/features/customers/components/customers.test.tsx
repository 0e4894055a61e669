import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Customer, CustomerDetail } from '@malipo/contracts/customers';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { CustomerDetailPage } from './customer-detail';
import { CustomersList } from './customers-list';

afterEach(() => vi.unstubAllGlobals());

function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'cus_1',
    name: 'Acme Ltd',
    email: 'billing@acme.rw',
    phone: null,
    country: 'RW',
    notes: '',
    source: 'manual',
    totals: [{ currency: 'RWF', paidMinor: 25_000, paymentsCount: 2 }],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    ...customer(),
    recentPayments: [
      {
        id: 'txn_1',
        amountMinor: 25_000,
        currency: 'RWF',
        status: 'succeeded',
        description: 'Order 12',
        createdAt: '2026-11-21T08:00:00.000Z',
      },
    ],
    invoices: [
      {
        id: 'inv_1',
        number: 'INV-0001',
        status: 'open',
        currency: 'RWF',
        totalMinor: 10_000,
        amountPaidMinor: 0,
        dueDate: '2026-12-01',
        createdAt: '2026-11-21T08:00:00.000Z',
      },
    ],
    subscriptions: [],
    ...overrides,
  };
}

describe('CustomersList', () => {
  it('lists customers with totals and source, searches, and exports the search', async () => {
    const { requests } = mockFetch((request) =>
      jsonResponse({
        data: request.url.includes('q=jane')
          ? [
              customer({
                id: 'cus_2',
                name: 'Jane',
                email: null,
                phone: '+250788123456',
                source: 'payer',
                totals: [],
              }),
            ]
          : [customer()],
        nextCursor: null,
      }),
    );
    renderWithProviders(<CustomersList canCreate />);
    const list = await screen.findByRole('list', { name: 'Customers' });
    expect(within(list).getByRole('listitem').textContent).toContain('billing@acme.rw · RW');
    expect(within(list).getByRole('listitem').textContent).toContain('RWF 25,000 (2 payments)');

    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: 'jane' } });
    expect(await screen.findByText('From payments')).toBeTruthy();
    expect(requests.at(-1)?.url).toBe('/api/customers?q=jane');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/customers/export.csv?q=jane',
    );
  });

  it('creates a customer and shows a taken email at its field', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(
            {
              error: {
                code: 'conflict',
                message: 'Taken',
                fields: { email: 'Another customer has this email' },
              },
            },
            409,
          )
        : jsonResponse({ data: [], nextCursor: null }),
    );
    renderWithProviders(<CustomersList canCreate />);
    expect(await screen.findByText('No customers yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New customer' }));
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Jane' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Jane@Example.com' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'rw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Another customer has this email')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Jane',
      email: 'jane@example.com',
      phone: null,
      country: 'RW',
      notes: '',
    });
  });
});

describe('CustomerDetailPage', () => {
  it('shows activity and the server message when delete is refused', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'DELETE'
        ? jsonResponse({ error: { code: 'conflict', message: 'This customer has invoices' } }, 409)
        : jsonResponse(detail()),
    );
    renderWithProviders(
      <CustomerDetailPage
        customerId="cus_1"
        canEdit
        renderInvoiceStatus={(status) => <span>{status}</span>}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Acme Ltd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'INV-0001' }).getAttribute('href')).toBe(
      '/dashboard/invoices/inv_1',
    );
    expect(screen.getByRole('link', { name: 'Order 12' }).getAttribute('href')).toBe(
      '/dashboard/history/txn_1',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This customer has invoices');
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/customers/cus_1');
  });

  it('edits the contact details', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'PATCH'
        ? jsonResponse(customer({ phone: '+250788123456' }))
        : jsonResponse(detail()),
    );
    renderWithProviders(
      <CustomerDetailPage
        customerId="cus_1"
        canEdit
        renderInvoiceStatus={(status) => <span>{status}</span>}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+250 788 123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ phone: '+250788123456' });
  });
});

describe('CustomersList pages', () => {
  it('loads the next page of the search after the cursor with Load more', async () => {
    const { requests } = mockFetch((request) =>
      request.url.includes('cursor=c1')
        ? jsonResponse({ data: [customer({ id: 'cus_2', name: 'Beta Co' })], nextCursor: null })
        : jsonResponse({ data: [customer()], nextCursor: 'c1' }),
    );
    renderWithProviders(<CustomersList canCreate={false} />);
    const list = await screen.findByRole('list', { name: 'Customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(requests.at(-1)?.url).toBe('/api/customers?cursor=c1');
    expect(within(list).getByText('Beta Co')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
