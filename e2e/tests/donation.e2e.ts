import { describe, expect, it } from 'vitest';
import type { PublicDonationLink } from '@malipo/contracts/donations';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { createDonationLinkViaApi, signUpMerchantViaApi } from '../support/merchant-api';
import { campaignText, fillCardFields } from '../support/payer-forms';
import { expectNoSeriousAxeViolations, expectOnlyPageChunks } from '../support/page-checks';

const openPage = useBrowser();

describe('donation pages', () => {
  it('a preset and then a custom donation in RWF (0 decimals) move the amount raised, donors and progress', async () => {
    const merchant = await openPage(VIEWPORTS.desktop);
    await signUpMerchantViaApi(merchant, 'Kigali Water Trust');
    const link = await createDonationLinkViaApi(merchant, {
      title: 'School Water Filters',
      description: 'Clean water for ten schools.',
      goalMinor: 20_000,
      currency: 'RWF',
    });

    const donor = await openPage();
    await donor.goto(`/donate/${link.id}`);
    await donor.getByRole('heading', { name: 'Support Our Cause' }).waitFor();
    expect(await campaignText(donor, 'School Water Filters')).toContain('0 donors');
    expect(await donor.getByRole('button', { name: 'Card' }).isDisabled()).toBe(true);

    await donor.getByRole('button', { name: 'RWF 500', exact: true }).click();
    await donor.getByRole('button', { name: 'Card' }).click();
    await donor.getByLabel('Email').fill('first@example.com');
    await fillCardFields(donor);
    await donor.getByRole('button', { name: 'Donate RWF 500' }).click();
    await donor.getByText('Thank You!').waitFor();
    await expect.poll(() => campaignText(donor, 'School Water Filters')).toContain('RWF 500');
    expect(await campaignText(donor, 'School Water Filters')).toContain('1 donor');

    // A second donor, custom amount: 5000 RWF is 5000 minor units, not 50.
    const second = await openPage();
    await second.goto(`/donate/${link.id}`);
    await second.getByLabel('Custom amount').fill('5000');
    await second.getByRole('button', { name: 'Card' }).click();
    await second.getByLabel('Name (optional)').fill('Jean Bosco');
    await second.getByLabel('Email').fill('second@example.com');
    await fillCardFields(second);
    await second.getByRole('button', { name: 'Donate RWF 5,000' }).click();
    await second.getByText('Thank You!').waitFor();
    await expect.poll(() => campaignText(second, 'School Water Filters')).toContain('RWF 5,500');
    const text = await campaignText(second, 'School Water Filters');
    expect(text).toContain('2 donors');
    expect(text).toContain('27% of goal');
    await screenshotBothWidths(second, 'donation-thank-you');

    const stored = await second.request.get(`/api/public/donation-links/${link.id}`);
    const { link: campaign } = (await stored.json()) as PublicDonationLink;
    expect(campaign).toMatchObject({ raisedMinor: 5500, donationsCount: 2 });
    expect(campaign.goalProgress).toBeCloseTo(27.5);
  });

  it('an anonymous donation keeps no name: its receipt says Anonymous', async () => {
    const donor = await openPage();
    await donor.goto('/donate/demo-donate');
    await donor.getByRole('button', { name: '$10', exact: true }).click();
    await donor.getByRole('button', { name: 'Card' }).click();
    await donor.getByLabel('Name (optional)').fill('Hidden Donor');
    await donor.getByLabel('Donate anonymously').check();
    await donor.getByLabel('Email').fill('anon@example.com');
    await fillCardFields(donor);
    await screenshotBothWidths(donor, 'donation-details');
    await donor.getByRole('button', { name: 'Donate $10.00' }).click();
    await donor.getByText('Thank You!').waitFor();

    await donor.getByRole('link', { name: 'View receipt' }).click();
    await donor.getByRole('heading', { name: 'Donation receipt' }).waitFor();
    const receipt = await donor.getByRole('article').innerText();
    expect(receipt).toContain('Anonymous (anon@example.com)');
    expect(receipt).not.toContain('Hidden Donor');
    expect(receipt).toContain('$10.00');
  });

  it('/donate/{id} downloads only its own chunks and has no serious axe violations', async () => {
    const page = await openPage();
    await expectOnlyPageChunks(page, '/donate/demo-donate', 'Support Our Cause', [
      'src/app/payer-donate-main.tsx',
    ]);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: '$50', exact: true }).click();
    await page.getByRole('button', { name: 'Card' }).click();
    await page.getByLabel('Email').waitFor();
    await expectNoSeriousAxeViolations(page);
  });
});
