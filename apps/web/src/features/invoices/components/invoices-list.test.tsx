import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { invoiceFixture } from '../test-fixtures';
import { InvoicesList } from './invoices-list';

afterEach(() => vi.unstubAllGlobals());

const OPEN = invoiceFixture({
  id: 'inv_1',
  number: 'INV-0001',
  status: 'open',
  issuedAt: '2026-11-25T08:00:00.000Z',
});
const OVERDUE = invoiceFixture({
  id: 'inv_2',
  number: 'INV-0002',
  status: 'open',
  overdue: true,
  customer: { id: 'cus_2', name: 'Beta Co', email: null, phone: '+250788123456' },
  currency: 'RWF',
  totalMinor: 50_000,
  amountDueMinor: 50_000,
});
const TOTALS = [
  { currency: 'USD', outstandingMinor: 1179, overdueMinor: 0 },
  { currency: 'RWF', outstandingMinor: 50_000, overdueMinor: 50_000 },
];

describe('InvoicesList', () => {
  it('lists invoices with totals and an overdue badge, and filters by status', async () => {
    const { requests } = mockFetch((request) =>
      jsonResponse({
        data: request.url.includes('status=overdue') ? [OVERDUE] : [OPEN, OVERDUE],
        nextCursor: null,
        totals: TOTALS,
      }),
    );
    renderWithProviders(<InvoicesList canCreate />);
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('INV-0001');
    expect(rows[0]?.textContent).toContain('Open');
    expect(rows[0]?.textContent).toContain('$11.79');
    expect(rows[0]?.textContent).not.toContain('Overdue');
    expect(rows[1]?.textContent).toContain('Beta Co');
    expect(within(rows[1] as HTMLElement).getByText('Overdue').className).toContain('red');
    const totals = screen.getByLabelText('Outstanding totals');
    expect(totals.textContent).toBe('Outstanding$11.79RWF 50,000Overdue$0.00RWF 50,000');
    expect(screen.getByRole('link', { name: 'New invoice' }).getAttribute('href')).toBe(
      '/dashboard/invoices/new',
    );

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'overdue' } });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(requests.at(-1)?.url).toBe('/api/invoices?status=overdue');
  });

  it('shows an empty state and hides New invoice without permission', async () => {
    mockFetch(() => jsonResponse({ data: [], nextCursor: null, totals: [] }));
    renderWithProviders(<InvoicesList canCreate={false} />);
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New invoice' })).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    renderWithProviders(<InvoicesList canCreate />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your invoices.');
  });
});

describe('InvoicesList pages', () => {
  it('loads the next page after the cursor with Load more, keeping the totals of the first', async () => {
    const { requests } = mockFetch((request) =>
      request.url.includes('cursor=c1')
        ? jsonResponse({ data: [OVERDUE], nextCursor: null, totals: [] })
        : jsonResponse({ data: [OPEN], nextCursor: 'c1', totals: TOTALS }),
    );
    renderWithProviders(<InvoicesList canCreate />);
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(requests.at(-1)?.url).toBe('/api/invoices?cursor=c1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByLabelText('Outstanding totals').textContent).toContain('RWF');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/dashboard/invoices/settings',
    );
  });
});
