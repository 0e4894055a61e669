import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvitationPreview } from '@malipo/contracts/members';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { InvitationPage } from './invitation-page';

const PREVIEW: InvitationPreview = {
  businessName: 'Kigali Books',
  email: 'amina@kigalibooks.rw',
  role: 'finance',
  invitedBy: 'Grace',
  existingUser: false,
};

const USER = {
  id: 'u2',
  name: 'Amina',
  email: 'amina@kigalibooks.rw',
  merchantId: 'mer_test',
  accountId: 'acc1',
  mode: 'test',
  businessName: 'Kigali Books',
  role: 'finance',
};

afterEach(() => vi.unstubAllGlobals());

describe('InvitationPage', () => {
  it('says a used or expired link is not valid', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404));
    renderWithProviders(<InvitationPage token="tok" signedInAs={null} onAccepted={() => undefined} />);
    expect(await screen.findByText('This invitation link is not valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('asks an existing user to sign in and come back', async () => {
    mockFetch(() => jsonResponse({ ...PREVIEW, existingUser: true }));
    renderWithProviders(<InvitationPage token="tok" signedInAs={null} onAccepted={() => undefined} />);
    const link = await screen.findByRole('link', { name: 'Sign in as amina@kigalibooks.rw to accept' });
    expect(link.getAttribute('href')).toBe(`/login?redirectTo=${encodeURIComponent('/invite/tok')}`);
  });

  it('creates a login for a new person and accepts', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'POST' ? jsonResponse({ user: USER }) : jsonResponse(PREVIEW),
    );
    const onAccepted = vi.fn();
    renderWithProviders(<InvitationPage token="tok" signedInAs={null} onAccepted={onAccepted} />);
    expect(await screen.findByText('Join Kigali Books')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Amina' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create login and join' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create login and join' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalled());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/public/invitations/tok/accept');
    expect(post?.body).toEqual({ name: 'Amina', password: 'long enough' });
  });

  it('shows the server message when signed in as someone else', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(
            { error: { code: 'forbidden', message: 'This invitation is for amina@kigalibooks.rw' } },
            403,
          )
        : jsonResponse({ ...PREVIEW, existingUser: true }),
    );
    renderWithProviders(
      <InvitationPage token="tok" signedInAs={{ email: 'eric@x.rw' }} onAccepted={() => undefined} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation is for amina@kigalibooks.rw',
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({});
  });
});
