/**
 * Seeds the demo merchant (docs/architecture.md#merchants-sessions-and-the-public-api) on first start: `demo@malipo.dev` / `malipo-demo`, with
 * the spec's sample payment links under fixed public ids (docs/product.md#constants "Sample fallbacks"): `abc123`
 * (100 USD), `def456` (250 USD) and `ghi789` (75 USD, expired); the donation link `demo-donate`
 * (goal 10000 USD), the subscription link `demo-subscribe` (29.99 USD monthly, 7-day trial) and
 * the catalogue `demo-catalogue` (three products at 199.99, 299.99 and
 * 49.99 USD), created before the {@link DEMO_HISTORY_DAYS} days of history they are then paid in
 * (`demo-history.ts`, docs/product.md#demo-data). Idempotent: runs any number of times.
 * @module
 */
import { DEMO_CREDENTIALS } from '@malipo/contracts/auth';
import { DEFAULT_DONATION_THANK_YOU } from '@malipo/contracts/donations';
import { DEFAULT_PAYMENT_THANK_YOU } from '@malipo/contracts/payment-links';
import { DEFAULT_SUBSCRIPTION_THANK_YOU } from '@malipo/contracts/subscriptions';
import type { Db } from '../../db/client';
import { catalogueItems, catalogues, donationLinks, paymentLinks, subscriptionLinks } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { findUserByEmail } from '../auth/auth.repo';
import type { AuthService } from '../auth/auth.service';
import { DEMO_HISTORY_DAYS, seedDemoHistory } from './demo-history';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Creates the demo merchant and its links unless they exist, then its history unless it has
 * payments or `history` is false (the volume seeder, whose run is the demo's history, and whose
 * batches, written in time order, would otherwise be written among it: docs/testing.md#volume-data).
 */
export async function seedDemo({
  db,
  clock,
  auth,
  history = true,
}: {
  db: Db;
  clock: Clock;
  auth: AuthService;
  history?: boolean;
}): Promise<void> {
  const existing = await findUserByEmail(db, DEMO_CREDENTIALS.email);
  const merchantId =
    existing?.merchantId ??
    (
      await auth.signUp({
        name: 'Demo Merchant',
        email: DEMO_CREDENTIALS.email,
        password: DEMO_CREDENTIALS.password,
      })
    ).user.merchantId;
  const now = clock.now();
  const link = (
    id: string,
    productName: string,
    description: string,
    amountMinor: number,
    expiresAt: Date | null,
  ) => ({
    id,
    merchantId,
    productName,
    description,
    amountMinor,
    currency: 'USD',
    thankYouMessage: DEFAULT_PAYMENT_THANK_YOU,
    redirectUrl: null,
    status: 'active' as const,
    expiresAt,
    createdAt: new Date(now.getTime() - (DEMO_HISTORY_DAYS + 3) * DAY_MS),
  });
  await db
    .insert(paymentLinks)
    .values([
      link('abc123', 'Premium Consultation', 'One-hour business consultation session', 10_000, null),
      link(
        'def456',
        'Website Design Package',
        'Responsive website design with three revisions',
        25_000,
        null,
      ),
      link(
        'ghi789',
        'Workshop Ticket',
        'Entry to the digital payments workshop',
        7_500,
        new Date(now.getTime() - DAY_MS),
      ),
    ])
    .onConflictDoNothing({ target: paymentLinks.id });
  const before = (days: number) => new Date(now.getTime() - (DEMO_HISTORY_DAYS + days) * DAY_MS);
  await seedDemoDonationLink(db, merchantId, before(2));
  await seedDemoCatalogue(db, merchantId, before(1));
  await seedDemoSubscriptionLink(db, merchantId, before(3));
  if (!history) return;
  await seedDemoHistory(db, {
    merchant: { merchantId, name: 'Demo Merchant', email: DEMO_CREDENTIALS.email },
    now,
  });
}

/** The demo subscription link `demo-subscribe`: 29.99 USD monthly with a 7-day trial (docs/product.md#constants). */
async function seedDemoSubscriptionLink(db: Db, merchantId: string, createdAt: Date) {
  await db
    .insert(subscriptionLinks)
    .values({
      id: 'demo-subscribe',
      merchantId,
      title: 'Pro Membership',
      description: 'Unlimited workshops, priority support and members-only events.',
      amountMinor: 2_999,
      currency: 'USD',
      billingCycle: 'monthly',
      trialDays: 7,
      thankYouMessage: DEFAULT_SUBSCRIPTION_THANK_YOU,
      redirectUrl: null,
      status: 'active',
      createdAt,
    })
    .onConflictDoNothing({ target: subscriptionLinks.id });
}

/** The demo donation link `demo-donate`: goal 10000 USD (docs/product.md#constants), in minor units. */
async function seedDemoDonationLink(db: Db, merchantId: string, createdAt: Date) {
  await db
    .insert(donationLinks)
    .values({
      id: 'demo-donate',
      merchantId,
      title: 'Clean Water for Kigali Schools',
      description: 'Help us install water filters in ten primary schools this year.',
      goalMinor: 1_000_000,
      currency: 'USD',
      thankYouMessage: DEFAULT_DONATION_THANK_YOU,
      redirectUrl: null,
      status: 'active',
      createdAt,
    })
    .onConflictDoNothing({ target: donationLinks.id });
}

/**
 * The demo catalogue `demo-catalogue`: three products at 199.99, 299.99 and 49.99 USD (docs/product.md#constants).
 * Written in one transaction, and only when the catalogue is new, so products the merchant removed
 * are not put back on the next start.
 */
async function seedDemoCatalogue(db: Db, merchantId: string, createdAt: Date) {
  const item = (position: number, id: string, name: string, description: string, priceMinor: number) => ({
    id,
    catalogueId: 'demo-catalogue',
    name,
    description,
    priceMinor,
    inStock: true,
    position,
  });
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(catalogues)
      .values({
        id: 'demo-catalogue',
        merchantId,
        title: 'Electronics Store',
        description: 'Quality gadgets, delivered across Rwanda.',
        currency: 'USD',
        status: 'active',
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing({ target: catalogues.id })
      .returning({ id: catalogues.id });
    if (inserted.length === 0) return;
    await tx
      .insert(catalogueItems)
      .values([
        item(0, 'item_demo_headphones', 'Wireless Headphones', 'Noise-cancelling, 30-hour battery', 19_999),
        item(1, 'item_demo_smartwatch', 'Smart Watch', 'Fitness tracking and mobile money alerts', 29_999),
        item(2, 'item_demo_power_bank', 'Solar Power Bank', '20,000 mAh, charges from the sun', 4_999),
      ]);
  });
}
