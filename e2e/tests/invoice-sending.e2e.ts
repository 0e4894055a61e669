/**
 * Sending and chasing an invoice in the browser (docs/invoices.md#sending, #reminders): a merchant
 * changes the reminder schedule on the invoice settings screen, issues an invoice, sends it by
 * email — it arrives in the test mailbox with the PDF attached and the pay link — and copies the
 * WhatsApp/SMS share text. Screens are captured at 360 and 1280 px.
 */
import { describe, expect, inject, it } from 'vitest';
import { screenshotBothWidths, useBrowser } from '../support/browser';
import { signUpMerchant } from '../support/flows';
import { waitForEmail } from '../support/mail-sink';

const openPage = useBrowser();

describe('sending an invoice', () => {
  it('saves a reminder schedule, emails the invoice with its PDF and copies the share text', async () => {
    const page = await openPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpMerchant(page, 'Lake Clinic');

    await page.goto('/dashboard/invoices');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Invoice settings' }).waitFor();
    await page.getByLabel('Prefix').fill('LC-');
    await page.getByLabel('Days before the due date').fill('5, 1');
    await page.getByLabel('Days after the due date').fill('2, 10');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Invoice settings saved').waitFor();
    await expect.poll(() => page.getByLabel('Days before the due date').inputValue()).toBe('1, 5');
    await screenshotBothWidths(page, 'invoice-settings');
    await page.reload();
    await expect.poll(() => page.getByLabel('Days after the due date').inputValue()).toBe('2, 10');
    expect(await page.getByText('The next invoice will be LC-0001.').count()).toBe(1);

    const customerEmail = `patient-${Date.now()}@example.com`;
    await page.goto('/dashboard/customers');
    await page.getByRole('button', { name: 'New customer' }).click();
    await page.getByLabel('Name *').fill('Neema Patient');
    await page.getByLabel('Email').fill(customerEmail);
    await page.getByRole('button', { name: 'Save customer' }).click();
    await page.getByRole('heading', { name: 'Neema Patient' }).waitFor();

    await page.goto('/dashboard/invoices/new');
    await page.getByLabel('Customer *').selectOption({ label: `Neema Patient · ${customerEmail}` });
    const line = page.getByRole('listitem', { name: 'Line 1' });
    await line.getByLabel('Description *').fill('Consultation');
    await line.getByLabel('Quantity *').fill('1');
    await line.getByLabel('Unit price (USD) *').fill('40');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/dashboard\/invoices\/inv_[^/]+$/);
    const invoiceId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('button', { name: 'Finalize' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Finalize' }).click();

    await page.getByRole('button', { name: 'Send by email' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Send to').inputValue()).toBe(customerEmail);
    await dialog.getByRole('button', { name: 'Send email' }).click();
    await page.getByText(`LC-0001 is on its way to ${customerEmail}`).waitFor();
    await page.getByText(/^Last emailed /).waitFor();

    const email = await waitForEmail(inject('mailURL'), customerEmail, 'Invoice LC-0001 from Lake Clinic');
    expect(email.text).toContain(`/invoice/${invoiceId}`);
    expect(email.text).toContain('Invoice LC-0001 from Lake Clinic for $40.00');
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]).toMatchObject({ filename: 'LC-0001.pdf', contentType: 'application/pdf' });
    expect(email.attachments[0]?.head.startsWith('%PDF-')).toBe(true);

    await page.getByRole('button', { name: 'Copy share text' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      new RegExp(
        `^Invoice LC-0001 from Lake Clinic for \\$40\\.00, due \\d{4}-\\d{2}-\\d{2}: http.+/invoice/${invoiceId}$`,
      ),
    );
    const whatsApp = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(whatsApp).toBe(`https://wa.me/?text=${encodeURIComponent(copied)}`);
    await screenshotBothWidths(page, 'invoice-send-and-share');
  });
});
