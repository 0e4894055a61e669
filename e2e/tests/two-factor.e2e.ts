/**
 * Two-factor sign-in in the browser (docs/security.md#two-factor-sign-in): a merchant turns it on in
 * Settings — reading the key the page shows into an authenticator app (otplib here) — saves the
 * recovery codes, signs out, and signs back in with the password and then the app's code.
 */
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { signUpMerchant } from '../support/flows';

const openPage = useBrowser();
const CODE_LABEL = 'Enter the 6-digit code from your authenticator app';

describe('two-factor sign-in', () => {
  it('is turned on in Settings, and signing in then asks for the code from the app', async () => {
    const page = await openPage(VIEWPORTS.desktop);
    const email = await signUpMerchant(page, 'Two Factor Shop');

    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await screenshotBothWidths(page, 'two-factor-enrol');
    const secret = (await page.getByLabel('Secret key').innerText()).trim();
    await page.getByLabel(CODE_LABEL).fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('region', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await screenshotBothWidths(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: 'I have saved these' }).click();
    await page.getByText('10 recovery codes left').waitFor();
    await screenshotBothWidths(page, 'two-factor-on');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-strong-passphrase');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The code that turned it on is spent (a code works once); the app's next code, one 30-second
    // step ahead, is within the step of drift the server accepts.
    await page
      .getByLabel(CODE_LABEL)
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Two Factor Shop/ }).waitFor();
  });
});
