/**
 * Merchant set-up through the API, for payer tests that need a link or catalogue of their own
 * (fresh numbers, other currencies) without driving the dashboard's creators. Requests go through
 * the page's context, so they carry its session cookie; writes carry the CSRF header.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { CatalogueRequest, Catalogue } from '@malipo/contracts/catalogues';
import type { CreateDonationLinkRequest, DonationLink } from '@malipo/contracts/donations';
import type { CreatePaymentLinkRequest, PaymentLink } from '@malipo/contracts/payment-links';
import type { CreateSubscriptionLinkRequest, SubscriptionLink } from '@malipo/contracts/subscriptions';

const WRITE_HEADERS = { 'X-Requested-With': 'malipo' };

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: WRITE_HEADERS });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** Signs up a new merchant named `name` in `page`'s context (no dashboard visit). */
export async function signUpMerchantViaApi(page: Page, name: string): Promise<void> {
  const email = `merchant-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await post(page, '/api/auth/signup', { name, email, password: 'a-strong-passphrase' });
}

/** Creates a payment link for the signed-in merchant; returns it (its `id` is the public id). */
export function createPaymentLinkViaApi(page: Page, input: CreatePaymentLinkRequest): Promise<PaymentLink> {
  return post<PaymentLink>(page, '/api/payment-links', input);
}

/** Creates a donation link for the signed-in merchant; returns it (its `id` is the public id). */
export function createDonationLinkViaApi(
  page: Page,
  input: CreateDonationLinkRequest,
): Promise<DonationLink> {
  return post<DonationLink>(page, '/api/donation-links', input);
}

/** Creates a catalogue for the signed-in merchant; returns it with its products' ids. */
export function createCatalogueViaApi(page: Page, input: CatalogueRequest): Promise<Catalogue> {
  return post<Catalogue>(page, '/api/catalogues', input);
}

/** Creates a subscription link (a plan) for the signed-in merchant; returns it (its `id` is the public id). */
export function createSubscriptionLinkViaApi(
  page: Page,
  input: CreateSubscriptionLinkRequest,
): Promise<SubscriptionLink> {
  return post<SubscriptionLink>(page, '/api/subscription-links', input);
}
