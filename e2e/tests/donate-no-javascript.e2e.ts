/**
 * The donation page with JavaScript disabled in the browser (docs/architecture.md#payer-pages item
 * 5): a preset is a submit button and the custom amount a field of step 1's GET form, step 2 posts
 * to the page, the card is typed on the sandbox provider's hosted card page, a pending mobile money
 * donation refreshes itself to 'Thank You!', and the campaign's amount raised follows.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CreateDonationLinkRequest } from '@malipo/contracts/donations';
import { screenshotBothWidths, useBrowser } from '../support/browser';
import { createDonationLinkViaApi, signUpMerchantViaApi } from '../support/merchant-api';
import { campaignText } from '../support/payer-forms';

const openPage = useBrowser();

/** A donor's phone with JavaScript turned off. */
const openWithoutJavaScript = () => openPage(undefined, { javaScriptEnabled: false });

/** A new merchant's donation link made of `input`; resolves with its page's path. */
async function donationPath(merchantName: string, input: CreateDonationLinkRequest): Promise<string> {
  const merchant = await openPage();
  await signUpMerchantViaApi(merchant, merchantName);
  return `/donate/${(await createDonationLinkViaApi(merchant, input)).id}`;
}

/** Types the card on the sandbox provider's hosted card page and continues. */
async function typeCardOnHostedStep(donor: Page, number: string): Promise<void> {
  await donor.getByRole('heading', { name: 'Card details' }).waitFor();
  expect(new URL(donor.url()).pathname).toBe('/sandbox/hosted/card');
  await donor.getByLabel('Name on card').fill('Amina Donor');
  await donor.getByLabel('Card number').fill(number);
  await donor.getByLabel('Expiry (MM/YY)').fill('12/30');
  await donor.getByLabel('Security code').fill('123');
  await donor.getByRole('button', { name: 'Continue' }).click();
}

describe('the donation page without JavaScript', () => {
  it('a preset amount by card: the preset, then Card, then the hosted card step, and Thank You! with the new amount raised', async () => {
    const path = await donationPath('Kigali Water Trust', {
      title: 'Preset Water Filters',
      goalMinor: 20_000,
      currency: 'USD',
    });
    const donor = await openWithoutJavaScript();
    await donor.goto(path);
    await donor.getByRole('button', { name: '$50', exact: true }).click();
    await donor.waitForURL(/[?&]amount=50\b/);
    expect(await donor.getByRole('button', { name: '$50', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await donor.getByRole('button', { name: 'Card' }).click();

    await donor.getByRole('heading', { name: 'Donate with card' }).waitFor();
    await donor.getByLabel('Name (optional)').fill('Amina Donor');
    await donor.getByLabel('Email').fill('amina@example.com');
    await donor.getByRole('button', { name: 'Donate $50.00' }).click();
    await typeCardOnHostedStep(donor, '4242 4242 4242 4242');

    await donor.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await screenshotBothWidths(donor, 'donate-no-js-thank-you');
    const campaign = await campaignText(donor, 'Preset Water Filters');
    expect(campaign).toContain('$50.00');
    expect(campaign).toContain('1 donor');
    expect(campaign).toContain('25% of goal');
    expect(await donor.content()).not.toContain('4242424242424242');
  });

  it('a custom amount by mobile money: Mobile without an amount says so, 5000 RWF is sent, and the pending page refreshes itself to Thank You!', async () => {
    const path = await donationPath('Nyamirambo Schools', {
      title: 'Custom School Books',
      goalMinor: 50_000,
      currency: 'RWF',
    });
    const donor = await openWithoutJavaScript();
    await donor.goto(path);
    // Without code the buttons cannot wait for an amount: the page answers with step 1 and a message.
    await donor.getByRole('button', { name: 'Mobile' }).click();
    await donor.getByText('Choose an amount or enter your own to donate.').waitFor();

    await donor.getByLabel('Custom amount').fill('5000');
    await donor.getByRole('button', { name: 'Mobile' }).click();
    await donor.getByRole('heading', { name: 'Donate with mobile money' }).waitFor();
    await donor.getByLabel('Donate anonymously').check();
    await donor.getByLabel('Email').fill('quiet@example.com');
    await donor.getByLabel('Mobile Money Phone Number').fill('0788 123 456');
    await donor.getByRole('button', { name: 'Donate RWF 5,000' }).click();
    await donor.getByText('Approve the payment on your phone').waitFor();
    await screenshotBothWidths(donor, 'donate-no-js-approval');

    // No script polls here: only the page's own refresh can bring the outcome.
    await donor.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 20_000 });
    const campaign = await campaignText(donor, 'Custom School Books');
    expect(campaign).toContain('RWF 5,000');
    expect(campaign).toContain('1 donor');
  });
});
