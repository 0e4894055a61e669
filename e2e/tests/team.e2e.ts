/**
 * Team members in the browser (docs/security.md#team-members): an owner opens Team from the sidebar,
 * sees themself as the only owner, invites a finance member, sees the pending invitation and
 * withdraws it; an invited person opens the link from their email (the test mailbox,
 * support/mail-sink.ts), chooses a name and password, works in the business as Finance and switches
 * to the account of their own that joining gave them; a link that is not (or no longer) valid says
 * so.
 */
import { describe, expect, inject, it } from 'vitest';
import { waitForEmail } from '../support/mail-sink';
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

  it('an invited person accepts from their email, works with their role and switches accounts', async () => {
    const owner = await openPage();
    await signUpMerchant(owner, 'Kigali Books');
    await owner.goto('/dashboard/team');
    const invitee = `amina-${Date.now()}@example.com`;
    await owner.getByLabel('Email').fill(invitee);
    await owner.getByLabel('Role', { exact: true }).selectOption('finance');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText('Invitation sent').waitFor();

    const email = await waitForEmail(inject('mailURL'), invitee, 'invited you to Kigali Books');
    expect(email.text).toContain('as Finance');
    const link = /\/invite\/[A-Za-z0-9_-]+/.exec(email.text)?.[0];
    expect(link).toBeDefined();

    const person = await openPage();
    await person.goto(link!);
    await person.getByText('Kigali Books').first().waitFor();
    await person.getByLabel('Your name').fill('Amina');
    await person.getByLabel('Password').fill('correct-horse-9');
    await person.getByRole('button', { name: 'Create login and join' }).click();
    await person.waitForURL('**/dashboard');
    await person.getByRole('button', { name: 'Open menu' }).click();
    const nav = person.getByRole('navigation', { name: 'Dashboard sections' });
    await nav.getByRole('link', { name: 'Withdraw' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Developers' }).count()).toBe(0);

    // Joining gave them a second account, their own: they switch to it from the menu, as its owner.
    const account = person.getByRole('dialog', { name: 'Menu' }).getByLabel('Account', { exact: true });
    expect(await account.locator('option:checked').innerText()).toBe('Kigali Books (Finance)');
    await account.selectOption({ label: 'Amina (Owner)' });
    await person.getByText('Switched to Amina').waitFor();
    await person.reload();
    await person.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Developers' }).waitFor();
    expect(await account.locator('option:checked').innerText()).toBe('Amina (Owner)');

    await owner.reload();
    const members = owner.getByRole('list', { name: 'Members' });
    await members.getByRole('listitem').filter({ hasText: invitee }).waitFor();
    expect(await members.getByRole('listitem').filter({ hasText: invitee }).innerText()).toContain('Finance');
  });

  it('says an invitation link that is not valid is not valid', async () => {
    const page = await openPage();
    await page.goto('/invite/not-a-real-token');
    await page.getByText('This invitation link is not valid').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
  });
});
