import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { createPaymentLink, shownBalance, signUpMerchant } from '../support/flows';
import { expectNoSeriousAxeViolations } from '../support/page-checks';
import {
  issueVirtualCard,
  payLinkWithCard,
  revealCardDetails,
  virtualCardRegion,
} from '../support/virtual-card';
import { depositByCard } from '../support/wallet';

const openPage = useBrowser();

describe('virtual card', () => {
  it('pays another merchant’s link and merchant code from the wallet, and is declined once frozen', async () => {
    const seller = await openPage(VIEWPORTS.desktop);
    await signUpMerchant(seller, 'Arusha Spices');
    const linkId = await createPaymentLink(seller, { productName: 'Spice Box', amount: '25' });

    const holder = await openPage(VIEWPORTS.desktop);
    await signUpMerchant(holder, 'Moshi Travel');
    await depositByCard(holder, '100');
    expect(await shownBalance(holder)).toBe('$100.00');

    const region = await issueVirtualCard(holder);
    await screenshotBothWidths(holder, 'virtual-card-issued');
    const card = await revealCardDetails(region);
    expect(card.number).toMatch(/^5399 83/);
    expect(await region.getByRole('button', { name: 'Copy number' }).isVisible()).toBe(true);
    const flip = region.getByRole('button', { name: 'Flip card' });
    await flip.click();
    expect(await flip.getAttribute('aria-pressed')).toBe('true');
    await screenshotBothWidths(holder, 'virtual-card-revealed-back');
    await expectNoSeriousAxeViolations(holder);
    await region.getByRole('button', { name: 'Hide card details' }).click();
    await region.getByRole('button', { name: 'Show card details' }).waitFor();
    expect(await region.innerText()).not.toContain(card.number);

    // The payer page takes the virtual card like any card; the holder's wallet pays.
    const payer = await openPage();
    await payLinkWithCard(payer, linkId, card);
    await payer.getByText('Payment Successful!').waitFor({ timeout: 20_000 });
    expect(await shownBalance(holder)).toBe('$75.00');
    expect(await shownBalance(seller)).toBe('$25.00');

    // Make Payment with the card, by the seller's merchant code.
    const sellerWallet = await seller.request.get('/api/wallet');
    const { merchantCode } = (await sellerWallet.json()) as { merchantCode: string };
    await holder.goto('/dashboard/make-payment');
    await holder.getByText(`Virtual card •••• ${card.number.slice(-4)}`).click();
    await holder.getByRole('textbox', { name: 'Merchant code' }).fill(merchantCode);
    await holder.getByLabel('Amount').fill('10');
    await holder.getByRole('button', { name: 'Continue' }).click();
    const confirm = holder.getByRole('dialog', { name: 'Confirm payment' });
    expect(await confirm.getByLabel('Summary').innerText()).toMatch(/Pay with\s+Virtual card/);
    await confirm.getByRole('button', { name: 'Pay $10.00' }).click();
    await holder.getByText(`Paid $10.00 to ${merchantCode}.`).waitFor();
    await expectNoSeriousAxeViolations(holder);
    expect(await shownBalance(holder)).toBe('$65.00');
    expect(await shownBalance(seller)).toBe('$35.00');

    const frozenRegion = await virtualCardRegion(holder);
    await frozenRegion.getByRole('button', { name: 'Freeze card' }).click();
    await holder.getByText('Card frozen').waitFor();
    await frozenRegion.getByRole('button', { name: 'Unfreeze card' }).waitFor();
    await screenshotBothWidths(holder, 'virtual-card-frozen');
    await expectNoSeriousAxeViolations(holder);

    const secondPayer = await openPage();
    await payLinkWithCard(secondPayer, linkId, card);
    await secondPayer
      .getByText('This card is frozen. Unfreeze it to pay.')
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await shownBalance(holder)).toBe('$65.00');
    expect(await shownBalance(seller)).toBe('$35.00');
  }, 120_000); // Three people, two dashboards and six accessibility checks: longer than one payer's flow.
});
