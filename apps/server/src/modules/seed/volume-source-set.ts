/**
 * The standard set of things payers pay on, which `npm run seed:volume` gives each merchant it fills
 * (docs/testing.md#volume-data): payment links in every volume currency, donation campaigns,
 * subscription plans of each billing cycle and two catalogues. Written once per merchant under ids
 * derived from the merchant's id, so a second run finds them instead of adding more. Amounts in minor
 * units.
 * @module
 */
import { createHash } from 'node:crypto';
import type { BillingCycle } from '@malipo/contracts/billing-cycles';
import { DEFAULT_DONATION_THANK_YOU } from '@malipo/contracts/donations';
import { DEFAULT_PAYMENT_THANK_YOU } from '@malipo/contracts/payment-links';
import { DEFAULT_SUBSCRIPTION_THANK_YOU } from '@malipo/contracts/subscriptions';
import type { Db } from '../../db/client';
import { catalogueItems, catalogues, donationLinks, paymentLinks, subscriptionLinks } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { VolumeCurrency } from './volume-profiles';

type Priced = { key: string; title: string; currency: VolumeCurrency; amountMinor: number };

const PAYMENT_LINKS: readonly Priced[] = [
  { key: 'pl-usd-strategy', title: 'Business Strategy Session', currency: 'USD', amountMinor: 15_000 },
  { key: 'pl-usd-logo', title: 'Logo Design', currency: 'USD', amountMinor: 4_500 },
  { key: 'pl-eur-export', title: 'Export Documentation Review', currency: 'EUR', amountMinor: 8_000 },
  {
    key: 'pl-gbp-course',
    title: 'Online Course: Selling with Mobile Money',
    currency: 'GBP',
    amountMinor: 2_500,
  },
  { key: 'pl-rwf-ticket', title: 'Kigali Tech Night Ticket', currency: 'RWF', amountMinor: 10_000 },
  { key: 'pl-rwf-catering', title: 'Catering Deposit', currency: 'RWF', amountMinor: 150_000 },
  { key: 'pl-kes-cowork', title: 'Monthly Co-working Pass', currency: 'KES', amountMinor: 1_200_000 },
  { key: 'pl-kes-safari', title: 'Safari Day Trip Deposit', currency: 'KES', amountMinor: 550_000 },
  { key: 'pl-ugx-delivery', title: 'Delivery Bundle (10 trips)', currency: 'UGX', amountMinor: 50_000 },
  { key: 'pl-tzs-spice', title: 'Spice Farm Tour', currency: 'TZS', amountMinor: 4_500_000 },
  { key: 'pl-ngn-tailoring', title: 'Tailoring Package', currency: 'NGN', amountMinor: 3_500_000 },
  { key: 'pl-ghs-kente', title: 'Kente Cloth (6 yards)', currency: 'GHS', amountMinor: 85_000 },
  { key: 'pl-zar-photo', title: 'Photography Session', currency: 'ZAR', amountMinor: 120_000 },
];

/** Donation campaigns: `amountMinor` is the goal. */
const DONATION_LINKS: readonly Priced[] = [
  { key: 'dl-usd-meals', title: 'School Meals Programme', currency: 'USD', amountMinor: 5_000_000 },
  { key: 'dl-rwf-health', title: 'Community Health Fund', currency: 'RWF', amountMinor: 20_000_000 },
  { key: 'dl-gbp-library', title: 'Village Library Books', currency: 'GBP', amountMinor: 1_500_000 },
];

const PLANS: readonly (Priced & { cycle: BillingCycle; trialDays: number })[] = [
  {
    key: 'sl-usd-plus',
    title: 'Business Plus',
    currency: 'USD',
    amountMinor: 1_999,
    cycle: 'monthly',
    trialDays: 0,
  },
  {
    key: 'sl-rwf-veg',
    title: 'Weekly Vegetable Box',
    currency: 'RWF',
    amountMinor: 15_000,
    cycle: 'weekly',
    trialDays: 0,
  },
  {
    key: 'sl-eur-club',
    title: 'Supporters Club',
    currency: 'EUR',
    amountMinor: 4_500,
    cycle: 'quarterly',
    trialDays: 14,
  },
  {
    key: 'sl-gbp-annual',
    title: 'Annual Membership',
    currency: 'GBP',
    amountMinor: 12_000,
    cycle: 'yearly',
    trialDays: 0,
  },
];

const CATALOGUES: readonly {
  key: string;
  title: string;
  currency: VolumeCurrency;
  items: readonly { name: string; priceMinor: number }[];
}[] = [
  {
    key: 'cat-kes-crafts',
    title: 'Nairobi Crafts',
    currency: 'KES',
    items: [
      { name: 'Beaded Bracelet', priceMinor: 150_000 },
      { name: 'Kikoy Beach Towel', priceMinor: 220_000 },
      { name: 'Soapstone Carving', priceMinor: 380_000 },
    ],
  },
  {
    key: 'cat-rwf-coffee',
    title: 'Hillside Coffee Shop',
    currency: 'RWF',
    items: [
      { name: 'Single-Origin Coffee 500 g', priceMinor: 9_000 },
      { name: 'Coffee Gift Box', priceMinor: 25_000 },
      { name: 'Agaseke Basket', priceMinor: 18_000 },
      { name: 'Ceramic Mug', priceMinor: 6_000 },
    ],
  },
];

const PUBLIC_ID_ALPHABET = '0123456789abcdefghijkmnopqrstuvwxyz';

/**
 * The public id (10 characters of `newPublicLinkId`'s alphabet, docs/conventions.md#code) of
 * merchant `merchantId`'s standard source `key`: the same on every run, different per merchant.
 */
export function volumeSourceId(merchantId: string, key: string): string {
  const digest = createHash('sha256').update(`${merchantId}:${key}`).digest();
  return Array.from(digest.subarray(0, 10), (byte) => PUBLIC_ID_ALPHABET[byte % 35]).join('');
}

/**
 * Writes merchant `merchantId`'s standard sources unless they exist, dated `createdAt` (before the
 * history they are paid in). A catalogue's products are written only with the catalogue, in one
 * transaction, so products a merchant removed are not put back.
 */
export async function ensureStandardSources(db: Db, merchantId: string, createdAt: Date): Promise<void> {
  const common = { merchantId, redirectUrl: null, status: 'active' as const, createdAt };
  await db
    .insert(paymentLinks)
    .values(
      PAYMENT_LINKS.map((l) => ({
        ...common,
        id: volumeSourceId(merchantId, l.key),
        productName: l.title,
        description: l.title,
        amountMinor: l.amountMinor,
        currency: l.currency,
        thankYouMessage: DEFAULT_PAYMENT_THANK_YOU,
        expiresAt: null,
      })),
    )
    .onConflictDoNothing({ target: paymentLinks.id });
  await db
    .insert(donationLinks)
    .values(
      DONATION_LINKS.map((l) => ({
        ...common,
        id: volumeSourceId(merchantId, l.key),
        title: l.title,
        description: `Every gift goes to the ${l.title.toLowerCase()}.`,
        goalMinor: l.amountMinor,
        currency: l.currency,
        thankYouMessage: DEFAULT_DONATION_THANK_YOU,
      })),
    )
    .onConflictDoNothing({ target: donationLinks.id });
  await db
    .insert(subscriptionLinks)
    .values(
      PLANS.map((p) => ({
        ...common,
        id: volumeSourceId(merchantId, p.key),
        title: p.title,
        description: `${p.title}, billed ${p.cycle}.`,
        amountMinor: p.amountMinor,
        currency: p.currency,
        billingCycle: p.cycle,
        trialDays: p.trialDays,
        thankYouMessage: DEFAULT_SUBSCRIPTION_THANK_YOU,
      })),
    )
    .onConflictDoNothing({ target: subscriptionLinks.id });
  for (const c of CATALOGUES) {
    const id = volumeSourceId(merchantId, c.key);
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(catalogues)
        .values({
          ...common,
          id,
          title: c.title,
          description: c.title,
          currency: c.currency,
          updatedAt: createdAt,
        })
        .onConflictDoNothing({ target: catalogues.id })
        .returning({ id: catalogues.id });
      if (inserted.length === 0) return;
      await tx.insert(catalogueItems).values(
        c.items.map((item, position) => ({
          id: newId('item'),
          catalogueId: id,
          name: item.name,
          description: item.name,
          priceMinor: item.priceMinor,
          inStock: true,
          position,
        })),
      );
    });
  }
}
