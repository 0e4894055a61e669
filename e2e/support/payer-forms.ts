/**
 * Filling the payer forms of the donation and catalogue pages, by their labels.
 */
import type { Page } from 'playwright-core';

/** Fills Card Number, Expiry Date, CVV and Cardholder Name. */
export async function fillCardFields(page: Page, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await page.getByLabel('Card Number').fill(cardNumber);
  await page.getByLabel('Expiry Date').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder Name').fill('Wanjiru Payer');
}

/** The text of the donation page's campaign panel titled `title` (amount raised, goal, donors, percent). */
export function campaignText(page: Page, title: string): Promise<string> {
  return page.getByRole('region', { name: title }).innerText();
}
