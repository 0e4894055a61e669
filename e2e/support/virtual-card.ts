/**
 * The dashboard's Virtual Card as a person uses it: issue it, reveal its details
 * with the eye toggle, freeze it; and paying a payment link with it like any card.
 */
import type { Locator, Page } from 'playwright-core';
import { fillCardCheckout, pressPay } from './flows';

/** A revealed card: the number as shown ('5399 83.. .... ....'), 'MM/YY' and the security code. */
export interface RevealedCardDetails {
  number: string;
  expiry: string;
  securityCode: string;
}

/** The Virtual Card region of the dashboard (opens /dashboard first). */
export async function virtualCardRegion(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  return page.getByRole('region', { name: 'Virtual Card' });
}

/** Presses 'Issue virtual card' and waits for the card's masked number. */
export async function issueVirtualCard(page: Page): Promise<Locator> {
  const region = await virtualCardRegion(page);
  await region.getByRole('button', { name: 'Issue virtual card' }).click();
  await region.getByText(/•••• •••• •••• \d{4}$/).waitFor();
  return region;
}

/** Presses the eye toggle and reads the full number, expiry and security code off the card. */
export async function revealCardDetails(region: Locator): Promise<RevealedCardDetails> {
  await region.getByRole('button', { name: 'Show card details' }).click();
  await region.getByRole('button', { name: 'Hide card details' }).waitFor();
  await region.getByText(/^Card number \d{4} \d{4} \d{4} \d{4}$/).waitFor();
  const text = await region.innerText();
  const number = /\d{4} \d{4} \d{4} \d{4}/.exec(text)?.[0];
  const expiry = /Expires\s+(\d{2}\/\d{2})/i.exec(text)?.[1];
  const securityCode = /Security code\s+(\d{3,4})/i.exec(text)?.[1];
  if (!number || !expiry || !securityCode) throw new Error('the revealed card details are not on the card');
  return { number, expiry, securityCode };
}

/**
 * Opens `/pay/{linkId}` in `payer`, fills the card form with `card`'s details and presses Pay; the
 * caller waits for the outcome it expects (success, or the decline message).
 */
export async function payLinkWithCard(payer: Page, linkId: string, card: RevealedCardDetails): Promise<void> {
  await fillCardCheckout(payer, linkId, card.number);
  await payer.getByLabel('Expiry Date').fill(card.expiry);
  await payer.getByLabel('CVV').fill(card.securityCode);
  await pressPay(payer);
}
