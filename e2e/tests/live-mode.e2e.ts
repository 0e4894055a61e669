/**
 * Live mode end to end, against the local Flutterwave fake the browser tests' server is configured
 * with (support/global-setup.ts): a merchant switches to live mode in the dashboard, and payers pay
 * its live links by card on Flutterwave's hosted page and by Airtel Money, completed by Flutterwave's
 * callback; the dashboard shows the provider. Test-mode furniture (the strip, test numbers) is gone.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { createPaymentLinkViaApi, signUpMerchantViaApi } from '../support/merchant-api';

const openPage = useBrowser();

/** Steers the Flutterwave fake: the payer approved charge `txRef`, then Flutterwave calls back. */
async function flutterwaveCompletes(txRef: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${inject('flutterwaveURL')}${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect((await post('/__fake/complete', { txRef, status: 'successful' })).status).toBe(200);
  expect((await post('/__fake/callback', { txRef })).status).toBe(200);
}

/** The id of the newest payment in the signed-in merchant's history (`merchant`'s context). */
async function newestPaymentId(merchant: Page): Promise<string> {
  const response = await merchant.request.get('/api/transactions');
  const { data } = (await response.json()) as { data: { id: string }[] };
  const id = data[0]?.id;
  if (!id) throw new Error('no payment in the history yet');
  return id;
}

/** A merchant switched to live mode through the dashboard's switch, at 1280 px. */
async function liveMerchant(): Promise<Page> {
  const merchant = await openPage(VIEWPORTS.desktop);
  await signUpMerchantViaApi(merchant, 'Kivu Live Crafts');
  await merchant.goto('/dashboard');
  await merchant.getByRole('region', { name: 'Test mode' }).waitFor();
  await merchant.getByRole('switch', { name: 'Test mode' }).first().click();
  await merchant.getByRole('button', { name: 'Switch to live mode' }).click();
  await merchant.getByText('Live mode is on').waitFor();
  expect(await merchant.getByRole('region', { name: 'Test mode' }).count()).toBe(0);
  return merchant;
}

describe('live mode', () => {
  it('a card payment goes through Flutterwave’s hosted page and back', async () => {
    const merchant = await liveMerchant();
    const link = await createPaymentLinkViaApi(merchant, {
      productName: 'Basket',
      description: 'Woven in Kigali',
      amountMinor: 1_999,
      currency: 'USD',
    });

    const payer = await openPage();
    await payer.goto(`/pay/${link.id}`);
    expect(await payer.getByText(/^Test mode/).count()).toBe(0);
    await payer.getByRole('button', { name: 'Card' }).click();
    await payer.getByLabel('Full Name').fill('Aline Uwase');
    await payer.getByLabel('Email').fill('aline@example.com');
    await payer.getByText('secure page').first().waitFor();
    expect(await payer.getByLabel('Card number').count()).toBe(0);
    await screenshotBothWidths(payer, 'live-card-details');
    await payer.getByRole('button', { name: /^Pay / }).click();

    await payer.getByRole('heading', { name: 'Flutterwave test checkout' }).waitFor();
    await payer.getByRole('button', { name: 'Pay USD 19.99' }).click();
    await payer.getByText('Payment Successful!').waitFor({ timeout: 20_000 });
    expect(new URL(payer.url()).pathname).toBe(`/pay/${link.id}`);

    const paymentId = await newestPaymentId(merchant);
    await merchant.goto(`/dashboard/history/${paymentId}`);
    await merchant.getByText('Flutterwave').first().waitFor();
  });

  it('an Airtel Money payment in Tanzania waits for the phone and succeeds on Flutterwave’s callback', async () => {
    const merchant = await liveMerchant();
    const link = await createPaymentLinkViaApi(merchant, {
      productName: 'Coffee',
      description: 'Kilimanjaro',
      amountMinor: 25_000_00,
      currency: 'TZS',
    });

    const payer = await openPage();
    await payer.goto(`/pay/${link.id}`);
    await payer.getByRole('button', { name: 'Mobile' }).click();
    // The list is read once it is shown (reading it does not wait), then must hold Tanzania alone.
    const options = payer.getByLabel('Country').locator('option');
    await options.filter({ hasText: 'Tanzania (+255)' }).waitFor({ state: 'attached' });
    const countries = await options.allTextContents();
    expect(countries).toEqual(['Tanzania (+255)']);
    await payer.getByLabel('Full Name').fill('Neema Mushi');
    await payer.getByLabel('Email').fill('neema@example.com');
    // The radio itself is visually hidden; a person taps its label.
    await payer.locator('label', { hasText: 'Airtel Money' }).click();
    expect(await payer.getByRole('radio', { name: 'Airtel Money' }).isChecked()).toBe(true);
    await payer.getByLabel('Mobile Money Phone Number').fill('+255 682 345 678');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.getByText('Approve the payment on your phone').waitFor();

    await flutterwaveCompletes(await newestPaymentId(merchant));
    await payer.getByText('Payment Successful!').waitFor({ timeout: 20_000 });
    await screenshotBothWidths(payer, 'live-mobile-money-success');
  });

  it('a bank transfer to the Flutterwave virtual account pays when the money arrives', async () => {
    const merchant = await liveMerchant();
    const link = await createPaymentLinkViaApi(merchant, {
      productName: 'School fees',
      description: 'Term 1',
      amountMinor: 25_000_00,
      currency: 'NGN',
    });

    const payer = await openPage();
    await payer.goto(`/pay/${link.id}`);
    await payer.getByRole('button', { name: 'Bank transfer' }).click();
    await payer.getByLabel('Full Name').fill('Chidi Okafor');
    await payer.getByLabel('Email').fill('chidi@example.com');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.getByText('0067100155').waitFor();
    await payer.getByText('Mock Bank').waitFor();
    expect(await payer.getByRole('button', { name: 'Simulate transfer received' }).count()).toBe(0);
    await screenshotBothWidths(payer, 'live-bank-transfer-account');

    await flutterwaveCompletes(await newestPaymentId(merchant));
    await payer.getByText('Payment Successful!').waitFor({ timeout: 20_000 });
  });
});

describe('test mode', () => {
  it('a bank transfer is paid with the sandbox’s Simulate transfer received', async () => {
    const merchant = await openPage(VIEWPORTS.desktop);
    await signUpMerchantViaApi(merchant, 'Test Transfers');
    const link = await createPaymentLinkViaApi(merchant, {
      productName: 'Workshop',
      description: 'One day',
      amountMinor: 12_500,
      currency: 'USD',
    });
    const payer = await openPage();
    await payer.goto(`/pay/${link.id}`);
    await payer
      .getByText(/^Test mode/)
      .first()
      .waitFor();
    await payer.getByRole('button', { name: 'Bank transfer' }).click();
    await payer.getByLabel('Full Name').fill('Kofi Mensah');
    await payer.getByLabel('Email').fill('kofi@example.com');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.getByText('Malipo Sandbox Bank').waitFor();
    await payer.getByRole('button', { name: 'Simulate transfer received' }).click();
    await payer.getByText('Payment Successful!').waitFor({ timeout: 20_000 });
  });
});
