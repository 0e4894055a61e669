import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { createPaymentLink, shownBalance, signUpMerchant } from '../support/flows';
import { payLink } from '../support/payer';

const openPage = useBrowser();
const fixture = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures', name);

describe('the merchant dashboard with real data', () => {
  it('home figures, history filters, detail, CSV export and every section at both widths', async () => {
    const merchant = await openPage(VIEWPORTS.desktop);
    await signUpMerchant(merchant, 'Dodoma Dairy');
    const milk = await createPaymentLink(merchant, { productName: 'Fresh Milk', amount: '20' });
    const cheese = await createPaymentLink(merchant, { productName: 'Goat Cheese', amount: '7.25' });
    await payLink(openPage, milk, '4242 4242 4242 4242');
    await payLink(openPage, milk, '4242 4242 4242 4242');
    await payLink(openPage, cheese, '4242 4242 4242 4242');
    await payLink(openPage, cheese, '4000 0000 0000 0002');

    // Home: balance, income total for the default 30 days, active links with real customer counts.
    expect(await shownBalance(merchant)).toBe('$47.25');
    const income = merchant
      .getByRole('region', { name: /Income Overview/ })
      .or(merchant.locator('section', { hasText: 'Income Overview' }));
    await income.first().getByText('$47.25').first().waitFor();
    await merchant
      .getByRole('button', { name: /active links/i })
      .first()
      .click();
    const dialog = merchant.getByRole('dialog');
    await dialog.getByText('Fresh Milk').waitFor();
    expect(await dialog.innerText()).toMatch(/1 customer/);
    await screenshotBothWidths(merchant, 'dashboard-active-links');
    await merchant.keyboard.press('Escape');
    await screenshotBothWidths(merchant, 'dashboard-home');

    // History: all four payments, then the failed one by filter, its detail, and the CSV export.
    await merchant.getByRole('link', { name: 'See all history' }).click();
    await merchant.waitForURL('**/dashboard/history');
    await expect.poll(() => merchant.getByText('Goat Cheese').count()).toBeGreaterThanOrEqual(2);
    await merchant.getByLabel('Status').selectOption('failed');
    await merchant.waitForURL(/status=failed/);
    await expect.poll(() => merchant.getByText('Fresh Milk').count()).toBe(0);
    await screenshotBothWidths(merchant, 'history-failed-filter');

    const download = merchant.waitForEvent('download');
    await merchant.getByRole('link', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe(
      'id,created_at,type,status,description,counterparty,method,currency,amount,amount_minor',
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(',failed,Goat Cheese,Wanjiru Payer,');
    expect(csv[1]).toMatch(/,USD,7\.25,725$/);

    await merchant
      .getByRole('link', { name: /Goat Cheese/ })
      .first()
      .click();
    await merchant.waitForURL(/\/dashboard\/history\/pay_/);
    await merchant.getByText('Your card was declined.').waitFor();
    await screenshotBothWidths(merchant, 'history-detail-failed');
    await merchant.goBack();
    await merchant.waitForURL(/status=failed/);

    // Every section by its sidebar link, then the phone layout with the drawer.
    for (const section of ['Create Link', 'Payment Links', 'History', 'Settings', 'Dashboard']) {
      await merchant
        .getByRole('navigation', { name: 'Dashboard sections' })
        .getByRole('link', { name: section })
        .click();
      await merchant.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await merchant.goto('/dashboard/no-such-section');
    await merchant.waitForURL((url) => url.pathname === '/dashboard');

    await merchant.setViewportSize(VIEWPORTS.phone);
    await merchant.getByRole('button', { name: 'Open menu' }).click();
    await merchant.getByRole('link', { name: 'History' }).click();
    await merchant.waitForURL('**/dashboard/history');
    expect(await merchant.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    await screenshotBothWidths(merchant, 'history-all');
  });

  it('an uploaded logo and colours appear on the payer page; an SVG is refused', async () => {
    const merchant = await openPage(VIEWPORTS.desktop);
    await signUpMerchant(merchant, 'Arusha Arts');
    const linkId = await createPaymentLink(merchant, { productName: 'Painting', amount: '90' });
    await merchant.goto('/dashboard/settings');
    await merchant.getByLabel('Or upload an image').setInputFiles(fixture('not-a-logo.svg'));
    await merchant
      .getByText(/PNG or JPG/)
      .first()
      .waitFor();
    await merchant.getByLabel('Or upload an image').setInputFiles(fixture('logo.png'));
    await merchant.getByText('Logo uploaded').waitFor();
    await merchant.getByRole('button', { name: /Emerald Green/ }).click();
    await merchant.getByRole('button', { name: 'Save' }).first().click();
    await merchant.getByText(/saved/i).first().waitFor();
    await screenshotBothWidths(merchant, 'settings');

    const payer = await openPage();
    await payer.goto(`/pay/${linkId}`);
    const logo = payer.getByRole('img', { name: 'Arusha Arts logo' });
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
    await screenshotBothWidths(payer, 'payer-branded');
  });
});
