/**
 * Paying an invoice in the browser (docs/invoices.md#payments): a merchant adds a customer, issues
 * a two-line invoice with tax that may be paid in part and sends it by email; the customer opens the
 * emailed link on a 360 px phone, pays part by mobile money and the rest by card; the merchant then
 * sees it paid with both payments and downloads its PDF.
 */
import { describe, expect, inject, it } from 'vitest';
import { screenshot, screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { signUpMerchant } from '../support/flows';
import { waitForEmail } from '../support/mail-sink';

const openPage = useBrowser();

describe('paying an invoice', () => {
  it('is paid part by mobile money and the rest by card on a phone, then shows paid with both payments', async () => {
    const customerEmail = `amani-${Date.now()}@example.com`;
    const merchant = await openPage(VIEWPORTS.desktop);
    await signUpMerchant(merchant, 'Green Hills School');

    await merchant.goto('/dashboard/customers');
    await merchant.getByRole('button', { name: 'New customer' }).click();
    await merchant.getByLabel('Name *').fill('Amani Parent');
    await merchant.getByLabel('Email').fill(customerEmail);
    await merchant.getByRole('button', { name: 'Save customer' }).click();
    await merchant.getByRole('heading', { name: 'Amani Parent' }).waitFor();

    await merchant.goto('/dashboard/invoices/new');
    await merchant.getByLabel('Customer *').selectOption({ label: `Amani Parent · ${customerEmail}` });
    await merchant.getByLabel('Currency').selectOption('RWF');
    const first = merchant.getByRole('listitem', { name: 'Line 1' });
    await first.getByLabel('Description *').fill('Tuition');
    await first.getByLabel('Quantity *').fill('2');
    await first.getByLabel('Unit price (RWF) *').fill('50000');
    await first.getByLabel('Tax %').fill('18');
    await merchant.getByRole('button', { name: 'Add line' }).click();
    const second = merchant.getByRole('listitem', { name: 'Line 2' });
    await second.getByLabel('Description *').fill('Uniform');
    await second.getByLabel('Quantity *').fill('1');
    await second.getByLabel('Unit price (RWF) *').fill('12000');
    await second.getByLabel('Tax %').fill('18');
    await merchant.getByLabel('Allow partial payment').check();
    await merchant.getByRole('button', { name: 'Save draft' }).click();
    await merchant.waitForURL(/\/dashboard\/invoices\/inv_[^/]+$/);
    const invoiceUrl = merchant.url();
    // 112 000 + 18 % tax per line (18 000 + 2 160) = 132 160 RWF.
    await expect.poll(() => merchant.getByLabel('Totals').innerText()).toMatch(/RWF\s?132,160/);
    await merchant.getByRole('button', { name: 'Finalize' }).click();
    await merchant.getByRole('dialog').getByRole('button', { name: 'Finalize' }).click();
    const link = merchant.getByLabel('Payment page link');
    await link.waitFor();
    const shownUrl = new URL((await link.innerText()).trim());

    // Sent by email: the customer gets the link to the payer page.
    await merchant.getByRole('button', { name: 'Send by email' }).click();
    await merchant.getByRole('dialog').getByRole('button', { name: 'Send email' }).click();
    await merchant.getByText(`INV-0001 is on its way to ${customerEmail}`).waitFor();
    const email = await waitForEmail(
      inject('mailURL'),
      customerEmail,
      'Invoice INV-0001 from Green Hills School',
    );
    const emailed = /https?:\/\/\S+\/invoice\/inv_[A-Za-z0-9]+/.exec(email.text)?.[0];
    expect(emailed).toBeTruthy();
    const payerUrl = new URL(emailed ?? '');
    expect(payerUrl.pathname).toBe(shownUrl.pathname);

    // The customer, on a phone.
    const payer = await openPage(VIEWPORTS.phone);
    await payer.goto(payerUrl.pathname);
    await payer.getByRole('heading', { name: 'Invoice INV-0001' }).waitFor();
    await screenshot(payer, 'invoice-payer-open');
    await payer.getByLabel('Amount to pay (RWF)').fill('50000');
    await payer.getByRole('button', { name: 'Mobile' }).click();
    await payer.getByLabel('Full Name').fill('Amani Parent');
    await payer.getByLabel('Email').fill('amani.parent@example.com');
    await payer.getByLabel('Mobile Money Phone Number').fill('+250 788 123 456');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.getByText('Approve the payment on your phone').waitFor();
    await payer.getByText('Payment received').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => payer.getByRole('status').filter({ hasText: 'Payment received' }).innerText())
      .toMatch(/RWF\s?82,160/);
    await screenshot(payer, 'invoice-payer-part-paid');

    await payer.getByRole('link', { name: 'Pay the rest' }).click();
    await payer.getByRole('heading', { name: 'Invoice INV-0001' }).waitFor();
    await payer.locator('html[data-payer-ready]').waitFor({ state: 'attached' });
    expect(await payer.getByLabel('Amount to pay (RWF)').inputValue()).toBe('82160');
    await payer.getByRole('button', { name: 'Card' }).click();
    await payer.getByLabel('Full Name').fill('Amani Parent');
    await payer.getByLabel('Email').fill('amani.parent@example.com');
    await payer.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await payer.getByLabel('Expiry Date').fill('12/30');
    await payer.getByLabel('CVV').fill('123');
    await payer.getByLabel('Cardholder Name').fill('Amani Parent');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.getByText('Payment received').waitFor({ timeout: 20_000 });
    await payer.goto(payerUrl.pathname);
    await payer.getByRole('heading', { name: 'Invoice paid' }).waitFor();
    await screenshot(payer, 'invoice-payer-paid');

    // The merchant sees it paid, with both payments, and downloads the PDF.
    await merchant.goto(invoiceUrl);
    await merchant.getByRole('heading', { name: 'INV-0001' }).waitFor();
    const payments = merchant.getByRole('list', { name: 'Payments' });
    await expect.poll(() => payments.getByRole('listitem').count()).toBe(2);
    const listed = await payments.innerText();
    expect(listed).toContain('Mobile money');
    expect(listed).toContain('Card');
    expect(listed).toMatch(/RWF\s?50,000/);
    expect(listed).toMatch(/RWF\s?82,160/);
    expect(await merchant.getByLabel('Totals').innerText()).toMatch(/Amount due\s+RWF\s?0\b/);
    await screenshotBothWidths(merchant, 'invoice-detail-paid');
    const [download] = await Promise.all([
      merchant.waitForEvent('download'),
      merchant.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('INV-0001.pdf');
  });
});
