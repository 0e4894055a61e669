/**
 * Helpers for donation links and catalogues in tests, used the way the dashboard and the payer
 * pages use them: create through the dashboard API, then donate or order with an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import type { Catalogue, CatalogueRequest, CreateOrderRequest } from '@malipo/contracts/catalogues';
import type { CreateDonationRequest, DonationLink } from '@malipo/contracts/donations';
import type { PaymentMethodInput } from '@malipo/contracts/payments';
import type { TestApp } from './test-app';

/** Creates a donation link for the signed-in merchant (goal 1,000.00 USD unless overridden). */
export async function createDonationLink(
  t: TestApp,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<DonationLink> {
  const res = await t.request('POST', '/api/donation-links', {
    cookie,
    body: {
      title: 'School Books',
      description: 'Books for 100 pupils',
      goalMinor: 100_000,
      currency: 'USD',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`donation link creation failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A donate request body for `amountMinor` paid with `paymentMethod`. */
export function donationBody(
  amountMinor: number,
  paymentMethod: PaymentMethodInput,
  overrides: Partial<CreateDonationRequest> = {},
): CreateDonationRequest {
  return {
    amountMinor,
    donor: { name: 'Grace Donor', email: 'grace@example.com' },
    paymentMethod,
    ...overrides,
  };
}

/** POSTs a donation to `linkId` with `key` (a fresh one by default). */
export function donate(t: TestApp, linkId: string, body: unknown, key: string = randomUUID()) {
  return t.request('POST', `/api/public/donation-links/${linkId}/donations`, {
    body,
    headers: { 'idempotency-key': key },
  });
}

/** Creates a catalogue (Tea 5.00 and Mug 12.50 USD unless overridden) for the signed-in merchant. */
export async function createCatalogue(
  t: TestApp,
  cookie: string,
  overrides: Partial<CatalogueRequest> = {},
): Promise<Catalogue> {
  const res = await t.request('POST', '/api/catalogues', {
    cookie,
    body: {
      title: 'Corner Shop',
      description: 'Daily goods',
      currency: 'USD',
      items: [
        { name: 'Tea', description: 'Loose leaf, 250 g', priceMinor: 500 },
        { name: 'Mug', description: 'Ceramic', priceMinor: 1_250 },
      ],
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`catalogue creation failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * An order body for `quantities` (product name → quantity) of `catalogue`, priced as the storefront
 * shows it, paid with `paymentMethod`.
 */
export function orderBody(
  catalogue: Pick<Catalogue, 'items'>,
  quantities: Record<string, number>,
  paymentMethod: PaymentMethodInput,
  overrides: Partial<CreateOrderRequest> = {},
): CreateOrderRequest {
  const lines = Object.entries(quantities).map(([name, quantity]) => {
    const item = catalogue.items.find((i) => i.name === name);
    if (!item) throw new Error(`no product ${name}`);
    return { itemId: item.id, quantity, unitPriceMinor: item.priceMinor };
  });
  return {
    lines,
    totalMinor: lines.reduce((sum, l) => sum + l.quantity * l.unitPriceMinor, 0),
    payer: { name: 'Omar Buyer', email: 'omar@example.com' },
    shippingAddress: 'KG 11 Ave, Kigali',
    paymentMethod,
    ...overrides,
  };
}

/** POSTs an order on `catalogueId` with `key` (a fresh one by default). */
export function placeOrder(t: TestApp, catalogueId: string, body: unknown, key: string = randomUUID()) {
  return t.request('POST', `/api/public/catalogues/${catalogueId}/orders`, {
    body,
    headers: { 'idempotency-key': key },
  });
}

/** A card payment method with a fresh sandbox token for `number`. */
export async function cardMethod(t: TestApp, number: string): Promise<PaymentMethodInput> {
  const res = await t.request('POST', '/api/sandbox/tokens', {
    body: { number, expiry: '12/30', cvc: '123', holderName: 'Test Payer' },
  });
  if (res.statusCode !== 201) throw new Error(`tokenization failed: ${res.statusCode} ${res.body}`);
  return { type: 'card', token: res.json().token as string };
}
