import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Member, Team } from '@malipo/contracts/members';
import type { Role } from '@malipo/contracts/roles';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-with-providers';
import { TeamPage } from './team-page';

function member(userId: string, name: string, role: Role, twoFactorEnabled = false): Member {
  return {
    userId,
    name,
    email: `${name.toLowerCase()}@kigalibooks.rw`,
    role,
    joinedAt: '2026-11-01T08:00:00.000Z',
    twoFactorEnabled,
  };
}

function team(): Team {
  return {
    members: [member('u1', 'Grace', 'owner', true), member('u2', 'Amina', 'finance')],
    invitations: [
      {
        id: 'inv1',
        email: 'eric@kigalibooks.rw',
        role: 'viewer',
        invitedBy: 'Grace',
        createdAt: '2026-11-24T08:00:00.000Z',
        expiresAt: '2026-12-01T08:00:00.000Z',
      },
    ],
  };
}

const OWNER = { id: 'u1', role: 'owner' as const, businessName: 'Kigali Books' };

afterEach(() => vi.unstubAllGlobals());

describe('TeamPage', () => {
  it('lists members and invitations, and removes a member after asking', async () => {
    let current = team();
    const { requests } = mockFetch((request) => {
      if (request.method === 'DELETE') {
        current = { ...current, members: current.members.filter((m) => m.userId !== 'u2') };
        return new Response(null, { status: 204 });
      }
      return jsonResponse(current);
    });
    renderWithProviders(<TeamPage user={OWNER} onLeft={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Members' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('GraceYou2FAOwner');
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'Remove' })).toBeNull();
    // The last owner cannot leave.
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'Leave team' })).toBeNull();
    expect(
      (within(rows[1] as HTMLElement).getByRole('combobox', { name: 'Role of Amina' }) as HTMLSelectElement)
        .value,
    ).toBe('finance');
    const invitations = screen.getByRole('list', { name: 'Pending invitations' });
    expect(invitations.textContent).toContain('eric@kigalibooks.rw');
    expect(within(invitations).getByRole('button', { name: 'Withdraw' })).toBeTruthy();

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remove Amina from Kigali Books? They lose access at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Amina')).toBeNull());
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/team/members/u2');
  });

  it('changes a role and shows the server message when refused', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'PATCH'
        ? jsonResponse({ error: { code: 'conflict', message: 'An account needs at least one owner' } }, 409)
        : jsonResponse(team()),
    );
    renderWithProviders(<TeamPage user={OWNER} onLeft={() => undefined} />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of Amina' }), {
      target: { value: 'admin' },
    });
    expect(await screen.findByText('An account needs at least one owner')).toBeTruthy();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toBe('/api/team/members/u2');
    expect(patch?.body).toEqual({ role: 'admin' });
  });

  it('invites a member and shows an existing member inline', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(
            {
              error: { code: 'conflict', message: 'Already a member', fields: { email: 'Already a member' } },
            },
            409,
          )
        : jsonResponse(team()),
    );
    renderWithProviders(<TeamPage user={OWNER} onLeft={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amina@kigalibooks.rw' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Already a member')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'amina@kigalibooks.rw',
      role: 'admin',
    });
  });

  it('shows the team read-only to a role without `members`, who may leave', async () => {
    const { requests } = mockFetch((request) =>
      request.method === 'POST' ? new Response(null, { status: 204 }) : jsonResponse(team()),
    );
    const onLeft = vi.fn();
    renderWithProviders(
      <TeamPage user={{ id: 'u2', role: 'finance', businessName: 'Kigali Books' }} onLeft={onLeft} />,
    );
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('form', { name: 'Invite a member' })).toBeNull();
    expect(within(list).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Leave team' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave team' }));
    await waitFor(() => expect(onLeft).toHaveBeenCalledWith(null));
    expect(requests.find((r) => r.method === 'POST')?.url).toBe('/api/team/leave');
  });

  it('says so when the team cannot be loaded', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    renderWithProviders(<TeamPage user={OWNER} onLeft={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your team.');
  });
});
