/**
 * Team members in the browser (docs/security.md#team-members): an owner opens Team from the sidebar,
 * sees themself as the only owner, invites a finance member, sees the pending invitation and
 * withdraws it; a link that is not (or no longer) valid says so. Accepting is not driven here: the
 * invitation link only travels by email, and the server's outbox leaves invitations out of every
 * API the browser can read.
 */
import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser } from '../support/browser';
import { signUpMerchant } from '../support/flows';

const openPage = useBrowser();

describe('team', () => {
  it('invites a member, lists the invitation and withdraws it', async () => {
    const page = await openPage();
    const email = await signUpMerchant(page, 'Team Shop');
    await page.goto('/dashboard/team');
    await page.getByRole('heading', { name: 'Team', exact: true }).waitFor();

    const members = page.getByRole('list', { name: 'Members' });
    await expect.poll(() => members.getByRole('listitem').count()).toBe(1);
    const me = members.getByRole('listitem').first();
    expect(await me.innerText()).toContain(email);
    expect(await me.innerText()).toContain('You');
    // The only owner can neither be removed nor leave.
    expect(await me.getByRole('button', { name: 'Leave team' }).count()).toBe(0);

    const invitee = `invitee-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(invitee);
    await page.getByLabel('Role', { exact: true }).selectOption('finance');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent').waitFor();

    const invitations = page.getByRole('list', { name: 'Pending invitations' });
    const invitation = invitations.getByRole('listitem').filter({ hasText: invitee });
    await invitation.waitFor();
    expect(await invitation.innerText()).toContain('Finance');
    await screenshotBothWidths(page, 'team');

    await invitation.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText('Invitation withdrawn').waitFor();
    await page.getByText('No pending invitations.').waitFor();
  });

  it('says an invitation link that is not valid is not valid', async () => {
    const page = await openPage();
    await page.goto('/invite/not-a-real-token');
    await page.getByText('This invitation link is not valid').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
  });
});
