import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { EndpointList } from './endpoint-list';

const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Malipo API', version: '1.0.0' },
  paths: {
    '/v1/payment-links': {
      post: { tags: ['Payment links'], summary: 'Create a payment link' },
      get: { tags: ['Payment links'], summary: 'List payment links' },
    },
    '/v1/transactions/{id}': {
      parameters: [{ name: 'id', in: 'path' }],
      get: { tags: ['Transactions'], summary: 'Retrieve a transaction' },
    },
    '/v1/accounts/balance': { get: { description: 'The wallet balances' } },
  },
};

function rowsOf(category: string): string[] {
  return within(screen.getByRole('region', { name: category }))
    .getAllByRole('listitem')
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join(' | '));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EndpointList', () => {
  it('lists every operation of /v1/openapi.json by tag: method, path and summary', async () => {
    const { requests } = mockFetch(() => jsonResponse(OPENAPI_DOCUMENT));
    render(<EndpointList />);
    expect(screen.getByText('Loading endpoints…')).toBeTruthy();

    await screen.findByRole('region', { name: 'Payment links' });
    expect(requests.map((request) => request.url)).toEqual(['/v1/openapi.json']);
    expect(rowsOf('Payment links')).toEqual([
      'GET | /v1/payment-links | List payment links',
      'POST | /v1/payment-links | Create a payment link',
    ]);
    expect(rowsOf('Transactions')).toEqual(['GET | /v1/transactions/{id} | Retrieve a transaction']);
    expect(rowsOf('General')).toEqual(['GET | /v1/accounts/balance | The wallet balances']);
  });

  it('shows an error with Retry, which fetches again', async () => {
    let isDown = true;
    const { requests } = mockFetch(() =>
      isDown
        ? jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500)
        : jsonResponse(OPENAPI_DOCUMENT),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<EndpointList />);
    expect(await screen.findByText('We couldn’t load the API reference.')).toBeTruthy();

    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Transactions' })).toBeTruthy();
    expect(requests).toHaveLength(2);
  });

  it('treats a document without paths as an error', async () => {
    mockFetch(() => jsonResponse({ openapi: '3.1.0' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<EndpointList />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
