import { describe, expect, it } from 'vitest';
import { useBrowser, VIEWPORTS } from '../support/browser';
import {
  createPaymentLink,
  fillCardCheckout,
  pressPay,
  shownBalance,
  signUpMerchant,
} from '../support/flows';

const openPage = useBrowser();

describe('declined cards', () => {
  it('a declined card shows its reason and moves no money; trying again with a good card succeeds', async () => {
    const merchant = await openPage(VIEWPORTS.desktop);
    await signUpMerchant(merchant, 'Nairobi Books');
    const linkId = await createPaymentLink(merchant, { productName: 'Poetry Collection', amount: '12' });

    const payer = await openPage();
    await fillCardCheckout(payer, linkId, '4000 0000 0000 0002');
    await pressPay(payer);
    await payer.getByText('Your card was declined.').waitFor();
    expect(await shownBalance(merchant)).toBe('$0.00');

    await payer.getByRole('button', { name: 'Try again' }).click();
    await payer.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await payer.getByLabel('Expiry Date').fill('12/30');
    await payer.getByLabel('CVV').fill('123');
    const holder = payer.getByLabel('Cardholder Name');
    if ((await holder.inputValue()) === '') await holder.fill('Wanjiru Payer');
    await pressPay(payer);
    await payer.getByText('Payment Successful!').waitFor();
    expect(await shownBalance(merchant)).toBe('$12.00');
  });

  it('an invalid card number is flagged next to the field and nothing is paid', async () => {
    const payer = await openPage();
    let payRequests = 0;
    payer.on('request', (request) => {
      if (request.url().includes('/payments')) payRequests += 1;
    });
    await fillCardCheckout(payer, 'abc123', '4242 4242 4242 4241');
    await pressPay(payer);
    await payer.getByText('Enter a valid card number').waitFor();
    const cardField = payer.getByLabel('Card Number');
    expect(await cardField.getAttribute('aria-invalid')).toBe('true');
    expect(payRequests).toBe(0);
  });
});
