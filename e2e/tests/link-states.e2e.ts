import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser } from '../support/browser';

const openPage = useBrowser();

describe('links that cannot be paid', () => {
  it('the demo link ghi789 shows the expired view, and Go Home goes to /', async () => {
    const page = await openPage();
    await page.goto('/pay/ghi789');
    await page.getByText('Payment Link Expired').waitFor();
    await page.getByText('This payment link has expired and is no longer active.').waitFor();
    expect(await page.getByRole('button', { name: 'Card' }).count()).toBe(0);
    await screenshotBothWidths(page, 'payer-link-expired');
    await page
      .getByRole('link', { name: 'Go Home' })
      .or(page.getByRole('button', { name: 'Go Home' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('an unknown link id says it was not found instead of showing sample data', async () => {
    const page = await openPage();
    await page.goto('/pay/no-such-link');
    await page.getByText('Payment link not found').waitFor();
    expect(await page.getByText('$50.00').count()).toBe(0);
  });
});
