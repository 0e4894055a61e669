/**
 * What people do in the browser tests, written once: a merchant signs up and creates a link; a
 * payer fills the checkout. Every step uses labels, roles and text a person sees.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Signs up a new merchant through /signup and waits for the dashboard. Returns the email used. */
export async function signUpMerchant(page: Page, name: string): Promise<string> {
  const email = `merchant-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-strong-passphrase');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: new RegExp(name) }).waitFor();
  return email;
}

/** Creates a payment link through the creator; returns its public id, read from the list's Open link. */
export async function createPaymentLink(
  page: Page,
  link: { productName: string; amount: string; currency?: string },
): Promise<string> {
  await page.goto('/dashboard/create-link');
  await page.getByRole('link', { name: /Create payment link/ }).click();
  await page.getByLabel('Product Name *').fill(link.productName);
  await page.getByLabel('Amount *').fill(link.amount);
  if (link.currency) await page.getByLabel('Currency').selectOption(link.currency);
  await page.getByRole('button', { name: 'Create Payment Link' }).click();
  await page.waitForURL('**/dashboard/payment-links');
  const open = page.getByRole('link', { name: `Open link for ${link.productName} (opens in a new tab)` });
  const href = await open.getAttribute('href');
  const id = /\/pay\/([^/?#]+)/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no /pay/ link in ${href}`);
  return id;
}

/** Opens `/pay/{linkId}`, chooses Card and fills the payer's and card details (does not press Pay). */
export async function fillCardCheckout(page: Page, linkId: string, cardNumber: string): Promise<void> {
  await page.goto(`/pay/${linkId}`);
  await page.getByRole('button', { name: 'Card' }).click();
  await page.getByLabel('Full Name').fill('Wanjiru Payer');
  await page.getByLabel('Email').fill('wanjiru@example.com');
  await page.getByLabel('Card Number').fill(cardNumber);
  await page.getByLabel('Expiry Date').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder Name').fill('Wanjiru Payer');
}

/** Presses the Pay button (its name carries the amount: 'Pay $45.50'). */
export async function pressPay(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Reloads the dashboard and returns the Available Balance figure as shown. */
export async function shownBalance(page: Page): Promise<string> {
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Available Balance' });
  await card.getByText(/\d/).first().waitFor();
  const figure = /-?[^\s\d-]*[\d,]+(\.\d+)?/.exec(await card.innerText())?.[0];
  expect(figure).toBeTruthy();
  return figure ?? '';
}
