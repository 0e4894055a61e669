/**
 * Live mode on the operators' own rails, end to end, against the local fakes of MTN MoMo (Rwanda)
 * and M-Pesa Daraja the browser tests' server is configured with (support/global-setup.ts), which
 * approve each request a few seconds after it is made, as a payer on the phone would: payers on a
 * phone pay live links with MTN MoMo and with M-Pesa, reading the operator's own prompt while they
 * wait; the merchant sees which rail carried each payment and withdraws to an MTN wallet and to an
 * M-Pesa wallet from the dashboard.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { createPaymentLinkViaApi, signUpMerchantViaApi } from '../support/merchant-api';

const openPage = useBrowser();

/** A merchant called `name`, switched to live mode through the dashboard's switch, at 1280 px. */
async function liveMerchant(name: string): Promise<Page> {
  const merchant = await openPage(VIEWPORTS.desktop);
  await signUpMerchantViaApi(merchant, name);
  await merchant.goto('/dashboard');
  await merchant.getByRole('switch', { name: 'Test mode' }).first().click();
  await merchant.getByRole('button', { name: 'Switch to live mode' }).click();
  await merchant.getByText('Live mode is on').waitFor();
  return merchant;
}

/** A payer on a 360 px phone pays link `linkId` by mobile money, and waits for the success view. */
async function payByMobileMoney(
  linkId: string,
  wallet: { provider: string; phone: string; payer: string; prompt: RegExp },
): Promise<Page> {
  const payer = await openPage();
  await payer.goto(`/pay/${linkId}`);
  await payer.getByRole('button', { name: 'Mobile' }).click();
  await payer.getByLabel('Full Name').fill(wallet.payer);
  await payer.getByLabel('Email').fill('payer@example.com');
  await payer.getByRole('radio', { name: wallet.provider }).check();
  await payer.getByLabel('Mobile Money Phone Number').fill(wallet.phone);
  await payer.getByRole('button', { name: /^Pay / }).click();
  await payer.getByText(wallet.prompt).waitFor();
  await payer.getByText('Payment Successful!').waitFor({ timeout: 30_000 });
  return payer;
}

/** Opens the merchant's newest transaction and waits to read `providerName` on it. */
async function newestPaymentShows(merchant: Page, providerName: string): Promise<void> {
  const response = await merchant.request.get('/api/transactions');
  const { data } = (await response.json()) as { data: { id: string }[] };
  await merchant.goto(`/dashboard/history/${data[0]?.id ?? ''}`);
  await merchant.getByText(providerName).first().waitFor();
}

/** Withdraws `amount` of `currency` to a mobile money wallet, and waits until it is paid. */
async function withdrawToWallet(
  merchant: Page,
  wallet: { amount: string; currency: string; provider: string; country: string; phone: string },
): Promise<void> {
  await merchant.goto('/dashboard/withdraw');
  await merchant.getByLabel('Amount').fill(wallet.amount);
  await merchant.getByLabel('Currency').selectOption(wallet.currency);
  await merchant.getByLabel('Provider').selectOption({ label: wallet.provider });
  await merchant.getByLabel('Country').selectOption(wallet.country);
  await merchant.getByLabel('Mobile money number').fill(wallet.phone);
  await merchant.getByRole('button', { name: 'Continue' }).click();
  const confirm = merchant.getByRole('dialog', { name: 'Confirm withdrawal' });
  await confirm.getByRole('button', { name: /^Withdraw / }).click();
  await merchant.getByRole('heading', { name: 'Withdrawal on its way' }).waitFor();
  await merchant.getByRole('heading', { name: 'Withdrawal complete' }).waitFor({ timeout: 30_000 });
}

describe('live mode on the operators’ rails', () => {
  it('an MTN MoMo payment in Rwanda, then a withdrawal to an MTN wallet', async () => {
    const merchant = await liveMerchant('Nyungwe Crafts');
    const link = await createPaymentLinkViaApi(merchant, {
      productName: 'Basket',
      description: 'Woven in Nyungwe',
      amountMinor: 15_000,
      currency: 'RWF',
    });
    const payer = await payByMobileMoney(link.id, {
      provider: 'MTN Mobile Money',
      phone: '+250 788 123 456',
      payer: 'Aline Uwase',
      prompt: /Check your phone: enter your MTN Mobile Money PIN to pay RWF\s?15,000 to Nyungwe Crafts\./,
    });
    await screenshotBothWidths(payer, 'live-momo-success');
    await newestPaymentShows(merchant, 'MTN MoMo');

    await withdrawToWallet(merchant, {
      amount: '10000',
      currency: 'RWF',
      provider: 'MTN Mobile Money',
      country: 'RW',
      phone: '+250 788 123 456',
    });
    await screenshotBothWidths(merchant, 'live-momo-withdrawal-paid');
  });

  it('an M-Pesa payment in Kenya, then a withdrawal to an M-Pesa wallet', async () => {
    const merchant = await liveMerchant('Kericho Tea House');
    const link = await createPaymentLinkViaApi(merchant, {
      productName: 'Tea',
      description: 'Kericho',
      amountMinor: 1_500_00,
      currency: 'KES',
    });
    await payByMobileMoney(link.id, {
      provider: 'M-Pesa',
      phone: '+254 712 345 678',
      payer: 'Wanjiru Kamau',
      prompt: /Check your phone: enter your M-Pesa PIN to pay KES\s?1,500\.00 to Kericho Tea House\./,
    });
    await newestPaymentShows(merchant, 'M-Pesa (Daraja)');

    await withdrawToWallet(merchant, {
      amount: '1000',
      currency: 'KES',
      provider: 'M-Pesa',
      country: 'KE',
      phone: '+254 712 345 678',
    });
    expect(await merchant.getByText('Withdrawal complete').count()).toBeGreaterThan(0);
  });
});
