import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Transaction } from '@malipo/contracts/dashboard';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { TransactionHistory } from './transaction-history';

const PATH = '/dashboard/history';

function transaction(
  id: string,
  status: Transaction['status'],
  extra: Partial<Transaction> = {},
): Transaction {
  return {
    id,
    type: 'payment',
    description: `Order ${id}`,
    counterparty: 'Amina Uwase',
    amountMinor: 10000,
    currency: 'USD',
    status,
    paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
    createdAt: '2026-01-01T10:00:00.000Z',
    ...extra,
  };
}

function renderHistory(route = PATH) {
  return renderWithProviders(<TransactionHistory />, { route, path: PATH });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TransactionHistory', () => {
  it('puts a chosen filter in the URL and asks the server for the filtered page', async () => {
    const { requests } = mockFetch((request) =>
      jsonResponse({
        data: request.url.includes('status=failed')
          ? [transaction('pay_2', 'failed')]
          : [transaction('pay_1', 'succeeded')],
        nextCursor: null,
      }),
    );
    const { router } = renderHistory();
    await screen.findAllByText('Order pay_1');
    expect(requests[0]?.url).toBe('/api/transactions?limit=20');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });

    await screen.findAllByText('Order pay_2');
    expect(router.state.location.search).toBe('?status=failed');
    expect(requests.at(-1)?.url).toBe('/api/transactions?status=failed&limit=20');
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
      '/api/transactions/export.csv?status=failed',
    );
  });

  it('filters by bank transfer, and names the method in the rows', async () => {
    const { requests } = mockFetch((request) =>
      jsonResponse({
        data: request.url.includes('method=bank_transfer')
          ? [transaction('pay_3', 'succeeded', { paymentMethod: { type: 'bank_transfer' } })]
          : [transaction('pay_1', 'succeeded')],
        nextCursor: null,
      }),
    );
    const { router } = renderHistory();
    await screen.findAllByText('Order pay_1');
    const method = screen.getByLabelText('Method') as HTMLSelectElement;
    expect(within(method).getByRole('option', { name: 'Bank transfer' })).toBeTruthy();

    fireEvent.change(method, { target: { value: 'bank_transfer' } });
    await screen.findAllByText('Order pay_3');
    expect(router.state.location.search).toBe('?method=bank_transfer');
    expect(requests.at(-1)?.url).toBe('/api/transactions?method=bank_transfer&limit=20');
    expect(screen.getAllByText('Bank transfer').length).toBeGreaterThan(1);
  });

  it('reads filters from the URL and applies the search after typing pauses', async () => {
    const { requests } = mockFetch(() => jsonResponse({ data: [], nextCursor: null }));
    const { router } = renderHistory(`${PATH}?method=mobile_money&from=2026-01-01`);
    expect(await screen.findByText('No transactions match these filters')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/transactions?method=mobile_money&from=2026-01-01&limit=20');
    expect((screen.getByLabelText('Method') as HTMLSelectElement).value).toBe('mobile_money');

    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search transactions'), { target: { value: 'amina' } });
    expect(router.state.location.search).toBe('?method=mobile_money&from=2026-01-01');
    await act(() => vi.advanceTimersByTimeAsync(300));
    vi.useRealTimers();
    expect(router.state.location.search).toBe('?method=mobile_money&from=2026-01-01&q=amina');
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe(
        '/api/transactions?method=mobile_money&from=2026-01-01&q=amina&limit=20',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('Search transactions') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
  });

  it('loads the next page with the cursor and shows docs/product.md#states status labels', async () => {
    const { requests } = mockFetch((request) =>
      jsonResponse(
        request.url.includes('cursor=')
          ? { data: [transaction('pay_3', 'failed')], nextCursor: null }
          : {
              data: [transaction('pay_1', 'succeeded'), transaction('pay_2', 'processing')],
              nextCursor: 'c1',
            },
      ),
    );
    renderHistory();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Completed')).toBeTruthy();
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(within(table).getByText('+$100.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Failed')).toBeTruthy();
    expect(requests.at(-1)?.url).toBe('/api/transactions?cursor=c1&limit=20');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('exports CSV with its progress, then saves the file; a failed export says so and can be retried', async () => {
    let push: (text: string) => void = () => undefined;
    let finish: () => void = () => undefined;
    let exports = 0;
    mockFetch((request) => {
      if (!request.url.startsWith('/api/transactions/export.csv')) {
        return jsonResponse({ data: [transaction('pay_1', 'succeeded')], nextCursor: null });
      }
      exports += 1;
      if (exports === 1) return jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const encoder = new TextEncoder();
          push = (text) => controller.enqueue(encoder.encode(text));
          finish = () => controller.close();
        },
      });
      return new Response(body, {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="malipo-transactions-2026-11-25.csv"',
          'x-total-count': '4',
        },
      });
    });
    const saved: { href: string; download: string }[] = [];
    const createObjectURL = vi.fn((file: Blob) => `blob:csv-${file.size}`);
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    renderHistory();
    await screen.findAllByText('Order pay_1');

    fireEvent.click(screen.getByRole('link', { name: /Export CSV/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not export your transactions/);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(exports).toBe(2));
    act(() => push('id,created_at\npay_1,2026\npay_2,2026\n'));
    expect(await screen.findByText('Exporting 2 of 4 transactions…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    act(() => {
      push('pay_3,2026\npay_4,2026\n');
      finish();
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('malipo-transactions-2026-11-25.csv');
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status', { name: /Export/ })).toBeNull();
    expect(screen.queryByText(/Exporting/)).toBeNull();
    click.mockRestore();
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  });
});
