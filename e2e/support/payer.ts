/**
 * Payments made by a payer in their own browser context, for tests that need money on a merchant's
 * dashboard before checking it.
 */
import type { Page } from 'playwright-core';
import { fillCardCheckout, pressPay } from './flows';

/** Pays `linkId` with `cardNumber` in a new page and waits for the outcome text. */
export async function payLink(
  openPage: () => Promise<Page>,
  linkId: string,
  cardNumber: string,
): Promise<void> {
  const payer = await openPage();
  await fillCardCheckout(payer, linkId, cardNumber);
  await pressPay(payer);
  await payer.getByText(/Payment Successful!|Your card was declined\./).waitFor();
  await payer.close();
}
