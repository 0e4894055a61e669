/**
 * Money movements as a merchant makes them on the dashboard's money screens: deposits by
 * mobile money or card, and signing in again as someone who signed up earlier.
 */
import type { Page } from 'playwright-core';

/** The password `signUpMerchant` gives every account. */
export const TEST_PASSWORD = 'a-strong-passphrase';

/** Signs in through /login and waits for the dashboard. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/** Opens Deposit and fills the amount (major units) in USD. */
async function startDeposit(page: Page, amount: string): Promise<void> {
  await page.goto('/dashboard/deposit');
  await page.getByLabel('Amount').fill(amount);
}

/**
 * Deposits `amount` USD from mobile money `phone`: waits for the approve-on-your-phone state (the
 * sandbox approves after a few seconds), then for the success view. `onApproval` runs while waiting.
 */
export async function depositByMobileMoney(
  page: Page,
  amount: string,
  phone: string,
  onApproval?: () => Promise<void>,
): Promise<void> {
  await startDeposit(page, amount);
  await page.getByLabel('Mobile money number').fill(phone);
  await page.getByRole('button', { name: /^Deposit \$/ }).click();
  await page.getByText('Approve the payment on your phone').waitFor();
  await onApproval?.();
  await page.getByText('Deposit successful').waitFor({ timeout: 20_000 });
}

/** Deposits `amount` USD with the sandbox card that always succeeds. */
export async function depositByCard(page: Page, amount: string): Promise<void> {
  await startDeposit(page, amount);
  await page.getByText('Card', { exact: true }).click();
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry Date').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder Name').fill('Wallet Owner');
  await page.getByRole('button', { name: /^Deposit \$/ }).click();
  await page.getByText('Deposit successful').waitFor({ timeout: 20_000 });
}
