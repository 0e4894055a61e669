/**
 * The merchant side of donation links and catalogues in a real browser: a donation link and a catalogue created through
 * the dashboard's creators, listed with their figures, paused and activated, their QR codes shown
 * and downloaded as PNG and SVG, a catalogue edited, and a link deleted — at desktop and phone width.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot, useBrowser, VIEWPORTS } from '../support/browser';
import { signUpMerchant } from '../support/flows';
import { expectNoSeriousAxeViolations } from '../support/page-checks';

const openPage = useBrowser();
/** A string only the `qrcode` library's code contains: it must load only when a QR dialog opens. */
const QR_LIBRARY_MARKER = 'Callback required as last argument';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The list card whose heading is `name`. */
function card(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Records the JavaScript the page downloads, to tell whether the QR library has been fetched. */
function recordScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

/** Pauses the item, then activates it again, checking the badge and the button each time. */
async function pauseAndActivate(item: Locator, label: string): Promise<void> {
  await item.getByRole('button', { name: `Pause ${label}` }).click();
  await item.getByText('Paused', { exact: true }).waitFor();
  await item.getByRole('button', { name: `Activate ${label}` }).click();
  await item.getByText('Active', { exact: true }).waitFor();
}

/**
 * Opens the item's QR dialog, checks it encodes the public URL, downloads the PNG and the SVG and
 * checks both files, then closes the dialog.
 */
async function checkQrDownloads(page: Page, item: Locator, name: string, slug: string): Promise<void> {
  const publicUrl = await item.getByRole('link', { name: /^Open link/ }).getAttribute('href');
  expect(publicUrl).toMatch(new RegExp(`^${page.url().split('/dashboard')[0]}/`));
  await item.getByRole('button', { name: `Show QR code for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'QR code' });
  await dialog.getByRole('img', { name: `QR code for ${publicUrl}` }).waitFor();
  await screenshot(page, `dashboard-links-qr-${slug}`);
  await expectNoSeriousAxeViolations(page);

  const pngDownload = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download PNG' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe(`${slug}-qr.png`);
  const pngBytes = readFileSync(await png.path());
  expect(pngBytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(pngBytes.readUInt32BE(16)).toBe(1024); // IHDR width in pixels

  const svgDownload = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download SVG' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe(`${slug}-qr.svg`);
  const svgText = readFileSync(await svg.path(), 'utf8');
  expect(svgText).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svgText.trim().endsWith('</svg>')).toBe(true);

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

async function createDonationLink(page: Page): Promise<void> {
  await page.goto('/dashboard/create-link');
  await page.getByRole('link', { name: /Create donation link/ }).click();
  await page.waitForURL('**/dashboard/create-link/donation');
  const create = page.getByRole('button', { name: 'Create Donation Link' });
  await page.getByLabel('Title *').fill('School Library Fund');
  expect(await create.isDisabled()).toBe(true);
  await page.getByLabel('Description').fill('Books for 300 pupils in Nyamirambo.');
  await page.getByLabel('Currency').selectOption('RWF');
  await page.getByLabel('Goal Amount *').fill('500,000');
  expect(await create.isDisabled()).toBe(false);
  await screenshot(page, 'dashboard-links-donation-creator');
  await expectNoSeriousAxeViolations(page);
  await create.click();
  await page.waitForURL('**/dashboard/donation-links');
}

async function addProduct(page: Page, name: string, price: string): Promise<void> {
  const add = page.getByRole('button', { name: 'Add Product' });
  await page.getByLabel('Product Name *').fill(name);
  expect(await add.isDisabled()).toBe(true);
  await page.getByLabel(/^Price/).fill(price);
  await add.click();
  await page.getByRole('list', { name: 'Products' }).getByText(name).waitFor();
}

async function createCatalogue(page: Page): Promise<void> {
  await page.goto('/dashboard/create-link');
  await page.getByRole('link', { name: /Create catalogue/ }).click();
  await page.waitForURL('**/dashboard/create-link/catalogue');
  const create = page.getByRole('button', { name: 'Create Catalogue' });
  await page.getByLabel('Title *').fill('Kigali Crafts');
  expect(await create.isDisabled()).toBe(true);
  await addProduct(page, 'Woven Basket', '12.50');
  await addProduct(page, 'Banana Leaf Mat', '30');
  await screenshot(page, 'dashboard-links-catalogue-creator');
  await expectNoSeriousAxeViolations(page);
  await create.click();
  await page.waitForURL('**/dashboard/catalogue');
}

describe('donation links, catalogues and QR codes in the dashboard', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ])(
    'a merchant creates, lists, pauses and prints both at %s width',
    async (_, viewport) => {
      const merchant = await openPage(viewport);
      await merchant.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const scripts = recordScripts(merchant);
      await signUpMerchant(merchant, 'Nyamirambo Crafts');

      // Donation link: created in RWF (no decimals), listed with its figures and progress.
      await createDonationLink(merchant);
      const donation = card(merchant, 'School Library Fund');
      await donation.getByText('0 donations').waitFor();
      expect(await donation.getByText('RWF 500,000').count()).toBeGreaterThan(0);
      expect(await donation.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
      const donationUrl = await donation.getByRole('link', { name: /^Open link/ }).getAttribute('href');
      expect(donationUrl).toMatch(/\/donate\/[^/]+$/);
      await donation.getByRole('button', { name: 'Copy link for School Library Fund' }).click();
      await merchant.getByText('Link copied').first().waitFor();
      expect(await merchant.evaluate(() => navigator.clipboard.readText())).toBe(donationUrl);
      await pauseAndActivate(donation, 'link for School Library Fund');
      await screenshot(merchant, 'dashboard-links-donation-list');
      await expectNoSeriousAxeViolations(merchant);

      // The QR library is not part of any screen until a QR dialog opens.
      expect(await scripts()).not.toContain(QR_LIBRARY_MARKER);
      await checkQrDownloads(merchant, donation, 'School Library Fund', 'school-library-fund');
      expect(await scripts()).toContain(QR_LIBRARY_MARKER);

      // Catalogue with two products: listed with its totals, paused and activated, QR code.
      await createCatalogue(merchant);
      const catalogue = card(merchant, 'Kigali Crafts');
      await catalogue.getByText('2 products').waitFor();
      await catalogue.getByText('0 orders').waitFor();
      expect(await catalogue.getByRole('link', { name: /^Open link/ }).getAttribute('href')).toMatch(
        /\/catalogue\/[^/]+$/,
      );
      await pauseAndActivate(catalogue, 'catalogue for Kigali Crafts');
      await checkQrDownloads(merchant, catalogue, 'Kigali Crafts', 'kigali-crafts');
      await screenshot(merchant, 'dashboard-links-catalogue-list');

      // Edit: the form comes back prefilled; a price change and a third product are saved.
      await catalogue.getByRole('link', { name: 'Edit Kigali Crafts' }).click();
      await merchant.waitForURL(/\/dashboard\/catalogue\/[^/]+\/edit$/);
      expect(await merchant.getByLabel('Title *').inputValue()).toBe('Kigali Crafts');
      await merchant.getByRole('button', { name: 'Edit Woven Basket' }).click();
      expect(await merchant.getByLabel(/^Price/).inputValue()).toBe('12.50');
      await merchant.getByLabel(/^Price/).fill('15');
      await merchant.getByRole('button', { name: 'Update Product' }).click();
      await addProduct(merchant, 'Imigongo Tile', '45');
      await screenshot(merchant, 'dashboard-links-catalogue-editor');
      await merchant.getByRole('button', { name: 'Save Changes' }).click();
      await merchant.waitForURL('**/dashboard/catalogue');
      await card(merchant, 'Kigali Crafts').getByText('3 products').waitFor();
      await merchant.reload();
      await card(merchant, 'Kigali Crafts').getByText('3 products').waitFor();
      await catalogue.getByRole('link', { name: 'Edit Kigali Crafts' }).click();
      await merchant.getByRole('list', { name: 'Products' }).getByText('$15.00').waitFor();

      // The sections are in the navigation (the drawer on a phone); deleting asks first.
      if (viewport === VIEWPORTS.phone) await merchant.getByRole('button', { name: 'Open menu' }).click();
      await merchant
        .getByRole('navigation', { name: 'Dashboard sections' })
        .getByRole('link', { name: 'Donation Links' })
        .click();
      await merchant.waitForURL('**/dashboard/donation-links');
      await donation.getByRole('button', { name: 'Delete link for School Library Fund' }).click();
      const confirm = merchant.getByRole('dialog', { name: 'Delete this donation link?' });
      await confirm.getByRole('button', { name: 'Delete link' }).click();
      await merchant.getByText('No donation links yet').waitFor();
      await screenshot(merchant, 'dashboard-links-donation-empty');
    },
    120_000,
  );
});
