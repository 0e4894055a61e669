/**
 * Dashboard analytics (docs/product.md#dashboard): Income Overview over 7, 30, 90 or 365 days (default 30, docs/product.md#states),
 * one currency at a time, and Revenue by Link Type — both from succeeded payments, aggregated in SQL
 * on the merchant's calendar days. Amounts in minor units.
 * @module
 */
import { z } from 'zod';

/** Periods the Income Overview offers, in days (docs/product.md#states). */
export const INCOME_PERIODS = [7, 30, 90, 365] as const;

/** Link types revenue is split by (docs/product.md#constants "revenue by type"). */
export const LINK_TYPES = ['payment', 'donation', 'subscription', 'catalogue'] as const;
/** A link type. */
export type LinkType = (typeof LINK_TYPES)[number];

/** Query of both analytics endpoints; `currency` defaults to the merchant's main currency. */
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (INCOME_PERIODS as readonly number[]).includes(d), {
      message: 'Choose 7, 30, 90 or 365 days',
    })
    .default(30),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use a currency code like USD')
    .optional(),
});

/** Body of `GET /api/analytics/income`: one point per calendar day, oldest first, zero-filled. */
export const incomeSchema = z.object({
  currency: z.string(),
  currencies: z.array(z.string()),
  days: z.number().int(),
  timeZone: z.string(),
  points: z.array(z.object({ date: z.string(), amountMinor: z.number().int(), count: z.number().int() })),
});
/** Income overview. */
export type Income = z.infer<typeof incomeSchema>;

/** Body of `GET /api/analytics/revenue-by-type`: every link type, zero where there is none. */
export const revenueByTypeSchema = z.object({
  currency: z.string(),
  data: z.array(
    z.object({ type: z.enum(LINK_TYPES), amountMinor: z.number().int(), count: z.number().int() }),
  ),
});
/** Revenue by link type. */
export type RevenueByType = z.infer<typeof revenueByTypeSchema>;

/** One of the merchant's active links, as the Active Links dialog lists it. */
export const activeLinkSchema = z.object({
  id: z.string(),
  type: z.enum(LINK_TYPES),
  name: z.string(),
  status: z.string(),
  customers: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.string(),
  path: z.string(),
});

/** Body of `GET /api/links/active`. */
export const activeLinksSchema = z.object({ data: z.array(activeLinkSchema) });
/** Active links. */
export type ActiveLinks = z.infer<typeof activeLinksSchema>;
