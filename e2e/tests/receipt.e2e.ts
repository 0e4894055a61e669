import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser } from '../support/browser';
import { fillCardCheckout, pressPay } from '../support/flows';
import { expectNoSeriousAxeViolations, expectOnlyPageChunks } from '../support/page-checks';

const openPage = useBrowser();

describe('receipts', () => {
  it('the payment link success view links to a branded receipt whose PDF opens', async () => {
    const payer = await openPage();
    await fillCardCheckout(payer, 'abc123', '4242 4242 4242 4242');
    await pressPay(payer);
    await payer.getByText('Payment Successful!').waitFor();
    // The success view moves on after 3 s, so follow the link's address rather than racing it.
    const href = await payer.getByRole('link', { name: 'View receipt' }).getAttribute('href');
    expect(href).toMatch(/^\/receipts\/[^/]+$/);

    await payer.goto(href ?? '');
    await payer.getByRole('heading', { name: 'Payment receipt' }).waitFor();
    const receipt = await payer.getByRole('article').innerText();
    expect(receipt).toContain('Premium Consultation');
    expect(receipt).toContain('$100.00');
    expect(receipt).toContain('Wanjiru Payer (wanjiru@example.com)');
    expect(receipt).toContain('Visa •••• 4242');
    expect(receipt).toContain('USD');
    expect(receipt).toMatch(/pay_[0-9A-Za-z]+/);
    await screenshotBothWidths(payer, 'receipt');

    const pdfHref = await payer.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await payer.request.get(pdfHref ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('an unknown receipt says so', async () => {
    const page = await openPage();
    await page.goto('/receipts/re_does_not_exist');
    await page.getByRole('heading', { name: 'Receipt not found' }).waitFor();
  });

  it('/receipts/{id} downloads only its own chunks and has no serious axe violations', async () => {
    const payer = await openPage();
    await fillCardCheckout(payer, 'def456', '4242 4242 4242 4242');
    await pressPay(payer);
    await payer.getByText('Payment Successful!').waitFor();
    const href = await payer.getByRole('link', { name: 'View receipt' }).getAttribute('href');

    const page = await openPage();
    await expectOnlyPageChunks(page, href ?? '', 'Payment receipt', ['src/app/payer-receipt-main.tsx']);
    await expectNoSeriousAxeViolations(page);
  });
});
