/**
 * Seeds the demo merchant (DESIGN.md §4) on first start: `demo@malipo.dev` / `malipo-demo`, with
 * the spec's sample payment links under fixed public ids (spec §9 "Sample fallbacks"): `abc123`
 * (100 USD), `def456` (250 USD) and `ghi789` (75 USD, expired). Idempotent: runs any number of times.
 * Donation, subscription and catalogue samples arrive with their features.
 * @module
 */
import { DEMO_CREDENTIALS } from '@malipo/contracts/auth';
import { DEFAULT_PAYMENT_THANK_YOU } from '@malipo/contracts/payment-links';
import type { Db } from '../../db/client';
import { paymentLinks } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { findUserByEmail } from '../auth/auth.repo';
import type { AuthService } from '../auth/auth.service';

const DAY_MS = 24 * 3600 * 1000;

/** Creates the demo merchant and its links unless they exist. */
export async function seedDemo({
  db,
  clock,
  auth,
}: {
  db: Db;
  clock: Clock;
  auth: AuthService;
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
    createdAt: new Date(now.getTime() - 3 * DAY_MS),
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
}
