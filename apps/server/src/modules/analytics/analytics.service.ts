/**
 * Dashboard analytics (spec §2.7): Income Overview, Revenue by Link Type and the Active Links list.
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
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findMerchant } from '../auth/auth.repo';
import { activePaymentLinks, incomeByDay, incomeCurrencies, revenueBySource } from './analytics.repo';

/** Link type of each payment source type. */
const SOURCE_LINK_TYPE: Record<string, LinkType> = { payment_link: 'payment' };

/** Creates the analytics service. */
export function createAnalyticsService({ db, clock }: { db: Db; clock: Clock }) {
  const window = async (merchantId: string, query: { days: number; currency?: string }) => {
    const timeZone = (await findMerchant(db, merchantId))?.timeZone ?? 'UTC';
    const currencies = await incomeCurrencies(db, merchantId);
    const currency = query.currency ?? currencies[0] ?? DEFAULT_CURRENCY;
    return { merchantId, timeZone, currencies, currency, days: query.days, now: clock.now() };
  };

  /** Income per day over `days` days in one currency (the merchant's main one by default). */
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

  /** Revenue per link type over `days` days in one currency; every type present, zero when none. */
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
      const type = SOURCE_LINK_TYPE[row.sourceType];
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

  /** The merchant's active links of every type with their paying customers. */
  const activeLinks = async ({ merchantId }: { merchantId: string }): Promise<ActiveLinks> => ({
    data: (await activePaymentLinks(db, merchantId, clock.now())).map((row) => ({
      id: row.id,
      type: 'payment',
      name: row.product_name,
      status: 'active',
      customers: Number(row.customers),
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      path: `/pay/${row.id}`,
    })),
  });

  return { income, revenueByType, activeLinks };
}

/** The analytics service. */
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
