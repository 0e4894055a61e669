/**
 * Subscription links, subscriptions and the email outbox. A subscription keeps its saved
 * payment method (the provider's card token, or the mobile money number) and its billing position:
 * `period_number` is the last period paid (0 before the first charge), the current period runs
 * from `current_period_start` to `current_period_end`, and the next charge is due at
 * `next_billing_at`. Charges are payments with source `subscription`.
 * @module
 */
import { EMAIL_KINDS } from '@malipo/contracts/notifications';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { BillingCycle, SubscriptionStatus } from '@malipo/contracts/billing-cycles';
import type { Locale } from '@malipo/contracts/i18n/locales';
import { timestamptz } from './columns';
import { merchants } from './accounts';

/** A shareable `/subscribe/{id}` plan. `amount_minor` per cycle in minor units of `currency`. */
export const subscriptionLinks = pgTable(
  'subscription_links',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    trialDays: integer('trial_days').notNull(),
    thankYouMessage: text('thank_you_message').notNull(),
    redirectUrl: text('redirect_url'),
    status: text('status', { enum: ['active', 'paused'] }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('subscription_links_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** A payer's subscription to a plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    linkId: text('link_id')
      .notNull()
      .references(() => subscriptionLinks.id),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    subscriberName: text('subscriber_name').notNull(),
    subscriberEmail: text('subscriber_email').notNull(),
    /** The subscriber's language, negotiated when subscribing; its emails are written in it (docs/subscriptions.md#emails). */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    methodType: text('method_type', { enum: ['card', 'mobile_money'] }).notNull(),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    mobileProvider: text('mobile_provider'),
    mobileCountry: text('mobile_country'),
    phone: text('phone'),
    periodNumber: integer('period_number').notNull(),
    currentPeriodStart: timestamptz('current_period_start').notNull(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    nextBillingAt: timestamptz('next_billing_at'),
    trialEndsAt: timestamptz('trial_ends_at'),
    failedAttempts: integer('failed_attempts').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    canceledAt: timestamptz('canceled_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('subscriptions_link_idx').on(t.linkId, t.createdAt),
    /** Counting a link's live subscribers reads this index alone. */
    index('subscriptions_link_status_idx').on(t.linkId, t.status),
    index('subscriptions_email_idx').on(t.subscriberEmail),
  ],
);

/**
 * Emails to send, written in the same transaction as the change they
 * announce and delivered by the `email.send` job through SMTP when `SMTP_URL` is set; otherwise
 * they stay here as `logged` (development and tests), where the dashboard shows them.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'logged', 'failed'] }).notNull(),
    subscriptionId: text('subscription_id'),
    /** The invoice an `invoice` or `invoice_reminder` email is about; its PDF is attached when sent. */
    invoiceId: text('invoice_id'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('email_outbox_merchant_idx').on(t.merchantId, t.createdAt),
    // The retention's batches, oldest first (docs/architecture.md#retention).
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);
