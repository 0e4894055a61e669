/**
 * Customers and invoices in the browser (docs/invoices.md): a merchant adds a customer, drafts a
 * two-line invoice with tax for them, sees the server's totals (tax rounded per line), finalizes it
 * and finds it in the list as Open with its total.
 */
import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser } from '../support/browser';
import { signUpMerchant } from '../support/flows';

const openPage = useBrowser();

describe('invoices', () => {
  it('creates a customer and a two-line taxed invoice, finalizes it and lists it as Open', async () => {
    const page = await openPage();
    await signUpMerchant(page, 'Invoice Shop');

    await page.goto('/dashboard/customers');
    await page.getByRole('button', { name: 'New customer' }).click();
    await page.getByLabel('Name *').fill('Kigali Traders');
    await page.getByLabel('Email').fill('accounts@kigali-traders.example');
    await page.getByRole('button', { name: 'Save customer' }).click();
    await page.getByRole('heading', { name: 'Kigali Traders' }).waitFor();

    await page.goto('/dashboard/invoices/new');
    await page
      .getByLabel('Customer *')
      .selectOption({ label: 'Kigali Traders · accounts@kigali-traders.example' });
    const first = page.getByRole('listitem', { name: 'Line 1' });
    await first.getByLabel('Description *').fill('Design');
    await first.getByLabel('Quantity *').fill('3');
    await first.getByLabel('Unit price (USD) *').fill('3.33');
    await first.getByLabel('Tax %').fill('18');
    await page.getByRole('button', { name: 'Add line' }).click();
    const second = page.getByRole('listitem', { name: 'Line 2' });
    await second.getByLabel('Description *').fill('Hosting');
    await second.getByLabel('Quantity *').fill('1');
    await second.getByLabel('Unit price (USD) *').fill('0.25');
    await second.getByLabel('Tax %').fill('10');
    await page.getByRole('button', { name: 'Save draft' }).click();

    await page.waitForURL(/\/dashboard\/invoices\/inv_[^/]+$/);
    const totals = page.getByLabel('Totals');
    // 999 + 25 cents; tax 179.82 → 180 and 2.5 → 3, rounded per line.
    await expect.poll(() => totals.innerText()).toContain('$10.24');
    expect(await totals.innerText()).toContain('$1.83');
    expect(await totals.innerText()).toContain('$12.07');

    await page.getByRole('button', { name: 'Finalize' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finalize' }).click();
    await page.getByRole('button', { name: 'Void' }).waitFor();
    await screenshotBothWidths(page, 'invoice-detail');

    await page.goto('/dashboard/invoices');
    const row = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').first();
    await expect.poll(() => row.innerText()).toContain('Open');
    const text = await row.innerText();
    expect(text).toContain('INV-0001');
    expect(text).toContain('Kigali Traders');
    expect(text).toContain('$12.07');
    expect(await page.getByLabel('Outstanding totals').innerText()).toContain('$12.07');
    await screenshotBothWidths(page, 'invoices-list');
  });
});
