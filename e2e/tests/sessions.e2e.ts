/**
 * Settings → Sessions in the browser (docs/security.md#sessions): a merchant signed in on a phone and
 * on a laptop sees both, signs the phone out from the laptop, and the phone is back at sign-in.
 */
import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { signUpMerchant } from '../support/flows';

const openPage = useBrowser();

describe('sessions', () => {
  it('lists the phone and the laptop, and signing the phone out ends its session', async () => {
    const phone = await openPage();
    const email = await signUpMerchant(phone, 'Session Shop');
    const laptop = await openPage(VIEWPORTS.desktop);
    await laptop.goto('/login');
    await laptop.getByLabel('Email').fill(email);
    await laptop.getByLabel('Password', { exact: true }).fill('a-strong-passphrase');
    await laptop.getByRole('button', { name: 'Sign In' }).click();
    await laptop.waitForURL('**/dashboard');

    await laptop.goto('/dashboard/settings');
    const list = laptop.getByRole('list', { name: 'Active sessions' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    const current = list.getByRole('listitem').filter({ hasText: 'This device' });
    expect(await current.innerText()).toContain('Chrome');
    await screenshotBothWidths(laptop, 'settings-sessions');

    const other = list.getByRole('listitem').filter({ hasNotText: 'This device' });
    await other.getByRole('button', { name: 'Sign out' }).click();
    await laptop.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await laptop.getByText('Session signed out').waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);

    await phone.goto('/dashboard');
    await phone.waitForURL('**/login');
  });
});
