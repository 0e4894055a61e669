/**
 * Dashboard analytics (docs/product.md#dashboard-home): Income Overview, Revenue by Link Type and the
 * Active Links list, read from the running totals the database keeps of captured payments net of
 * refunds (docs/architecture.md#scale), never hard-coded
 * (docs/product.md#real-behaviour). Amounts in minor units.
 * @module
 */
import {
  LINK_TYPES,
  type ActiveLinks,
  type Income,
  type LinkType,
  type RevenueByType,
} from '@malipo/contracts/analytics';
import { DEFAULT_CURRENCY } from '@malipo/contracts/currencies';
import type { PaymentSourceType } from '@malipo/contracts/payments';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findMerchant } from '../auth/auth.repo';
import { cataloguePath } from '../catalogues/catalogues.service';
import { donationLinkPath } from '../donation-links/donation-links.service';
import {
  activeCatalogues,
  activeDonationLinks,
  activeSubscriptionLinks,
  activePaymentLinks,
  incomeByDay,
  incomeCurrencies,
  revenueBySource,
} from './analytics.repo';
import { subscriptionLinkPath } from '../subscription-links/subscription-links.service';

/**
 * Link type of each payment source type; null for sources that are not links (a deposit, a payment
 * by merchant code, an API payment, an invoice's payment).
 */
const SOURCE_LINK_TYPE: Record<PaymentSourceType, LinkType | null> = {
  payment_link: 'payment',
  donation_link: 'donation',
  catalogue: 'catalogue',
  deposit: null,
  merchant_code: null,
  subscription: 'subscription',
  api: null,
  invoice: null,
};

function isSourceType(value: string): value is PaymentSourceType {
  return Object.hasOwn(SOURCE_LINK_TYPE, value);
}

type ActiveLink = ActiveLinks['data'][number];

/**
 * Creates the analytics service; `clock` ends the period and decides which payment links have
 * expired. Every method reads only the given merchant's records.
 */
export function createAnalyticsService({ db, clock }: { db: Db; clock: Clock }) {
  const window = async (merchantId: string, query: { days: number; currency?: string }) => {
    const timeZone = (await findMerchant(db, merchantId))?.timeZone ?? 'UTC';
    const currencies = await incomeCurrencies(db, merchantId);
    const currency = query.currency ?? currencies[0] ?? DEFAULT_CURRENCY;
    return { merchantId, timeZone, currencies, currency, days: query.days, now: clock.now() };
  };

  /**
   * Income per calendar day of the merchant's time zone over the `days` days ending today (7, 30, 90
   * or 365), oldest first and zero-filled: captured payments net of refunds, deposits left out, in
   * minor units of one currency — `query.currency`, else the one the merchant received most in, else
   * USD. Also lists the currencies with income, for the chart's choice.
   */
  const income = async ({
    merchantId,
    query,
  }: {
    merchantId: string;
    query: { days: number; currency?: string };
  }) => {
    const w = await window(merchantId, query);
    const points = await incomeByDay(db, w);
    return {
      currency: w.currency,
      currencies: w.currencies,
      days: w.days,
      timeZone: w.timeZone,
      points,
    } satisfies Income;
  };

  /**
   * Revenue and payment count per link type (payment, donation, subscription, catalogue) over the same
   * period and currency as {@link income}; every type present, zero when it has none. Deposits, payments
   * by merchant code and API payments are not link revenue.
   */
  const revenueByType = async ({
    merchantId,
    query,
  }: {
    merchantId: string;
    query: { days: number; currency?: string };
  }): Promise<RevenueByType> => {
    const w = await window(merchantId, query);
    const totals = new Map<LinkType, { amountMinor: number; count: number }>();
    for (const row of await revenueBySource(db, w)) {
      const type = isSourceType(row.sourceType) ? SOURCE_LINK_TYPE[row.sourceType] : null;
      if (!type) continue;
      const current = totals.get(type) ?? { amountMinor: 0, count: 0 };
      totals.set(type, {
        amountMinor: current.amountMinor + row.amountMinor,
        count: current.count + row.count,
      });
    }
    return {
      currency: w.currency,
      data: LINK_TYPES.map((type) => ({ type, ...(totals.get(type) ?? { amountMinor: 0, count: 0 }) })),
    };
  };

  /**
   * The merchant's active links of every type — not paused, deleted or expired — newest first:
   * payment links (customers = distinct paying emails, amount = price), donation links (customers =
   * donations, amount = goal), subscription links (customers = trialing, active or past-due
   * subscribers, amount = price per cycle) and catalogues (customers = paid orders, amount = revenue).
   * Amounts in minor units.
   */
  const activeLinks = async ({ merchantId }: { merchantId: string }): Promise<ActiveLinks> => {
    const [paymentLinks, donationLinks, subscriptionLinks, catalogues] = await Promise.all([
      activePaymentLinks(db, merchantId, clock.now()),
      activeDonationLinks(db, merchantId),
      activeSubscriptionLinks(db, merchantId),
      activeCatalogues(db, merchantId),
    ]);
    const rows: (ActiveLink & { createdAt: number })[] = [
      ...paymentLinks.map((row) => ({
        id: row.id,
        type: 'payment' as const,
        name: row.product_name,
        customers: Number(row.customers),
        amountMinor: Number(row.amount_minor),
        currency: row.currency,
        path: `/pay/${row.id}`,
        status: 'active',
        createdAt: new Date(row.created_at).getTime(),
      })),
      ...donationLinks.map((row) => ({
        id: row.id,
        type: 'donation' as const,
        name: row.title,
        customers: Number(row.donations),
        amountMinor: Number(row.goal_minor),
        currency: row.currency,
        path: donationLinkPath(row.id),
        status: 'active',
        createdAt: new Date(row.created_at).getTime(),
      })),
      ...subscriptionLinks.map((row) => ({
        id: row.id,
        type: 'subscription' as const,
        name: row.title,
        customers: Number(row.subscribers),
        amountMinor: Number(row.amount_minor),
        currency: row.currency,
        path: subscriptionLinkPath(row.id),
        status: 'active',
        createdAt: new Date(row.created_at).getTime(),
      })),
      ...catalogues.map((row) => ({
        id: row.id,
        type: 'catalogue' as const,
        name: row.title,
        customers: Number(row.orders),
        amountMinor: Number(row.revenue),
        currency: row.currency,
        path: cataloguePath(row.id),
        status: 'active',
        createdAt: new Date(row.created_at).getTime(),
      })),
    ];
    return {
      data: rows.sort((a, b) => b.createdAt - a.createdAt).map(({ createdAt: _createdAt, ...link }) => link),
    };
  };

  return { income, revenueByType, activeLinks };
}

/** The analytics service's methods, as the analytics routes receive them. */
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
