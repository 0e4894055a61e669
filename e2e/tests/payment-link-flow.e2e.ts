import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import {
  createPaymentLink,
  fillCardCheckout,
  pressPay,
  shownBalance,
  signUpMerchant,
} from '../support/flows';

const openPage = useBrowser();

describe('a merchant takes a real payment through a payment link', () => {
  it('sign up → create a link → a payer pays by card → the dashboard shows the money', async () => {
    const merchant = await openPage(VIEWPORTS.desktop);
    await signUpMerchant(merchant, 'Kigali Crafts');
    expect(await shownBalance(merchant)).toBe('$0.00');
    const linkId = await createPaymentLink(merchant, { productName: 'Handmade Basket', amount: '45.50' });

    const payer = await openPage(VIEWPORTS.phone);
    await fillCardCheckout(payer, linkId, '4242 4242 4242 4242');
    await expect.poll(() => payer.getByText('Handmade Basket').first().isVisible()).toBe(true);
    await screenshotBothWidths(payer, 'payer-card-details');
    await pressPay(payer);
    await payer.getByText('Payment Successful!').waitFor();
    await screenshotBothWidths(payer, 'payer-payment-successful');
    // The success view redirects after 3 s: make sure the screenshots caught it, not the next page.
    expect(new URL(payer.url()).pathname).toBe(`/pay/${linkId}`);

    expect(await shownBalance(merchant)).toBe('$45.50');
    const recent = merchant.locator('li', { hasText: 'Handmade Basket' });
    await recent.waitFor();
    expect(await recent.textContent()).toContain('$45.50');
    expect(await recent.textContent()).toContain('Wanjiru Payer');
    await screenshotBothWidths(merchant, 'merchant-dashboard-after-payment');
  });
});
