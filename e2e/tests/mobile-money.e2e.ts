import { describe, it } from 'vitest';
import { screenshotBothWidths, useBrowser } from '../support/browser';

const openPage = useBrowser();

describe('mobile money', () => {
  it('goes through the approve-on-your-phone state to success', async () => {
    const payer = await openPage();
    await payer.goto('/pay/def456');
    await payer.getByRole('button', { name: 'Mobile' }).click();
    await payer.getByLabel('Full Name').fill('Amani Payer');
    await payer.getByLabel('Email').fill('amani@example.com');
    await payer.getByLabel('Mobile Money Phone Number').fill('+250 788 123 456');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await payer.getByText('Approve the payment on your phone').waitFor();
    await screenshotBothWidths(payer, 'payer-mobile-money-pending');
    await payer.getByText('Payment Successful!').waitFor({ timeout: 20_000 });
  });
});
