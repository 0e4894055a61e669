import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { AccountSwitcher } from './account-switcher';

const ACCOUNTS = [
  { accountId: 'acc1', businessName: 'Kigali Books', role: 'owner', current: true },
  { accountId: 'acc2', businessName: 'Musanze Tours', role: 'viewer', current: false },
];

const USER = {
  id: 'u1',
  name: 'Grace',
  email: 'grace@kigalibooks.rw',
  merchantId: 'mer_test2',
  accountId: 'acc2',
  mode: 'test',
  businessName: 'Musanze Tours',
  role: 'viewer',
};

afterEach(() => vi.unstubAllGlobals());

describe('AccountSwitcher', () => {
  it('is not drawn for a person with one account', async () => {
    const { requests } = mockFetch(() => jsonResponse({ data: ACCOUNTS.slice(0, 1) }));
    renderWithProviders(<AccountSwitcher onSwitched={() => undefined} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByLabelText('Account')).toBeNull();
  });

  it('switches account and hands over the user in the new account', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'PUT' ? jsonResponse({ user: USER }) : jsonResponse({ data: ACCOUNTS }),
    );
    const onSwitched = vi.fn();
    renderWithProviders(<AccountSwitcher onSwitched={onSwitched} />);
    fireEvent.change(await screen.findByLabelText('Account'), { target: { value: 'acc2' } });
    await waitFor(() =>
      expect(onSwitched).toHaveBeenCalledWith(expect.objectContaining({ accountId: 'acc2' })),
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ accountId: 'acc2' });
  });

  it('labels its own select when drawn twice (the sidebar and the phone menu)', async () => {
    mockFetch(() => jsonResponse({ data: ACCOUNTS }));
    renderWithProviders(
      <>
        <AccountSwitcher onSwitched={() => undefined} />
        <AccountSwitcher onSwitched={() => undefined} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByLabelText('Account')).toHaveLength(2));
    const [first, second] = screen.getAllByLabelText('Account');
    expect(first).not.toBe(second);
  });
});
