/**
 * What volume payments are paid on (docs/testing.md#volume-data): each merchant's active payment
 * links, donation links, catalogues (with their products in stock) and subscription plans, each paid
 * only while it existed — from its creation (or the window's start) to its expiry (or the window's
 * end). Each source gets a weight so every merchant gets an equal share of the payments, split
 * between kinds by {@link KIND_SHARES}. Times in ms since the epoch; amounts in minor units.
 * @module
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BillingCycle } from '@malipo/contracts/billing-cycles';
import type { Db } from '../../db/client';
import { catalogueItems, catalogues, donationLinks, paymentLinks, subscriptionLinks } from '../../db/schema';
import { isVolumeCurrency } from './volume-profiles';

/** How a merchant's one-off payments split between kinds (renormalized over the kinds it has). */
export const KIND_SHARES = { payment_link: 0.5, donation_link: 0.2, catalogue: 0.3 } as const;

/** A kind of one-off payment source. */
export type OneOffKind = keyof typeof KIND_SHARES;

/** A link, campaign or catalogue one-off payments are made on. */
export interface OneOffSource {
  merchantId: string;
  sourceType: OneOffKind;
  sourceId: string;
  /** The payment's description: the product name or the campaign title (catalogues: the order's). */
  title: string;
  currency: string;
  /** A payment link's price; 0 for donations and catalogues, whose amounts vary. */
  amountMinor: number;
  fromMs: number;
  toMs: number;
  weight: number;
}

/** A subscription plan; subscriptions start in `[fromMs, toMs)`. */
export interface PlanSource {
  merchantId: string;
  linkId: string;
  title: string;
  currency: string;
  amountMinor: number;
  cycle: BillingCycle;
  trialDays: number;
  fromMs: number;
  toMs: number;
  weight: number;
}

/** A product of a catalogue that orders can include. */
export interface CatalogueProduct {
  catalogueId: string;
  itemId: string;
  name: string;
  priceMinor: number;
}

/** Everything payments of a run are made on. */
export interface VolumeSources {
  oneOff: OneOffSource[];
  plans: PlanSource[];
  products: CatalogueProduct[];
}

type Window = { startMs: number; endMs: number };

/** A source open for less than this during the window (ms) gets no payments. */
const MIN_OPEN_MS = 3600_000;

function clip(window: Window, createdAt: Date, expiresAt: Date | null) {
  const fromMs = Math.max(window.startMs, createdAt.getTime());
  const toMs = Math.min(window.endMs, expiresAt?.getTime() ?? Number.POSITIVE_INFINITY);
  return toMs - fromMs >= MIN_OPEN_MS ? { fromMs, toMs } : null;
}

/** Gives each merchant's sources weights summing to 1 per merchant, by kind share and open time. */
function weigh<T extends { merchantId: string; fromMs: number; toMs: number; weight: number }>(
  items: T[],
  shareOf: (item: T) => number,
): T[] {
  const totals = new Map<string, number>();
  for (const item of items) {
    item.weight = shareOf(item) * (item.toMs - item.fromMs);
    totals.set(item.merchantId, (totals.get(item.merchantId) ?? 0) + item.weight);
  }
  for (const item of items) item.weight /= totals.get(item.merchantId) ?? 1;
  return items;
}

type OneOffRow = Omit<OneOffSource, 'fromMs' | 'toMs' | 'weight'> & {
  createdAt: Date;
  expiresAt: Date | null;
};

/** Active payment links, donation links and catalogues (with a product in stock) of `merchantIds`. */
async function loadOneOffRows(db: Db, merchantIds: string[]) {
  const links: OneOffRow[] = (
    await db
      .select()
      .from(paymentLinks)
      .where(
        and(
          inArray(paymentLinks.merchantId, merchantIds),
          isNull(paymentLinks.deletedAt),
          eq(paymentLinks.status, 'active'),
        ),
      )
  ).map((l) => ({
    merchantId: l.merchantId,
    sourceType: 'payment_link',
    sourceId: l.id,
    title: l.productName,
    currency: l.currency,
    amountMinor: l.amountMinor,
    createdAt: l.createdAt,
    expiresAt: l.expiresAt,
  }));
  const donations: OneOffRow[] = (
    await db
      .select()
      .from(donationLinks)
      .where(
        and(
          inArray(donationLinks.merchantId, merchantIds),
          isNull(donationLinks.deletedAt),
          eq(donationLinks.status, 'active'),
        ),
      )
  ).map((l) => ({
    merchantId: l.merchantId,
    sourceType: 'donation_link',
    sourceId: l.id,
    title: l.title,
    currency: l.currency,
    amountMinor: 0,
    createdAt: l.createdAt,
    expiresAt: null,
  }));
  const { rows: catalogueRows, products } = await loadCatalogues(db, merchantIds);
  return { rows: [...links, ...donations, ...catalogueRows], products };
}

/** Active catalogues of `merchantIds` that have a product in stock, and those products. */
async function loadCatalogues(db: Db, merchantIds: string[]) {
  const found = await db
    .select()
    .from(catalogues)
    .where(
      and(
        inArray(catalogues.merchantId, merchantIds),
        isNull(catalogues.deletedAt),
        eq(catalogues.status, 'active'),
      ),
    );
  if (found.length === 0) return { rows: [], products: [] };
  const products: CatalogueProduct[] = (
    await db
      .select()
      .from(catalogueItems)
      .where(
        and(
          inArray(
            catalogueItems.catalogueId,
            found.map((c) => c.id),
          ),
          eq(catalogueItems.inStock, true),
        ),
      )
      .orderBy(catalogueItems.catalogueId, catalogueItems.position)
  ).map((i) => ({ catalogueId: i.catalogueId, itemId: i.id, name: i.name, priceMinor: i.priceMinor }));
  const rows: OneOffRow[] = found
    .filter((c) => products.some((p) => p.catalogueId === c.id))
    .map((c) => ({
      merchantId: c.merchantId,
      sourceType: 'catalogue',
      sourceId: c.id,
      title: c.title,
      currency: c.currency,
      amountMinor: 0,
      createdAt: c.createdAt,
      expiresAt: null,
    }));
  return { rows, products };
}

/** Active subscription plans of `merchantIds` open during `window`. */
async function loadPlans(db: Db, merchantIds: string[], window: Window): Promise<PlanSource[]> {
  const plans: PlanSource[] = [];
  const found = await db
    .select()
    .from(subscriptionLinks)
    .where(
      and(
        inArray(subscriptionLinks.merchantId, merchantIds),
        isNull(subscriptionLinks.deletedAt),
        eq(subscriptionLinks.status, 'active'),
      ),
    );
  for (const p of found) {
    const open = clip(window, p.createdAt, null);
    if (!open || !isVolumeCurrency(p.currency)) continue;
    plans.push({
      merchantId: p.merchantId,
      linkId: p.id,
      title: p.title,
      currency: p.currency,
      amountMinor: p.amountMinor,
      cycle: p.billingCycle,
      trialDays: p.trialDays,
      ...open,
      weight: 0,
    });
  }
  return plans;
}

/**
 * The sources of `merchantIds` open during `window` (at least an hour), in currencies with a volume
 * profile. A catalogue without a product in stock is left out.
 */
export async function loadVolumeSources(
  db: Db,
  merchantIds: string[],
  window: Window,
): Promise<VolumeSources> {
  const { rows, products } = await loadOneOffRows(db, merchantIds);
  const oneOff: OneOffSource[] = [];
  for (const { createdAt, expiresAt, ...row } of rows) {
    const open = clip(window, createdAt, expiresAt);
    if (open && isVolumeCurrency(row.currency)) oneOff.push({ ...row, ...open, weight: 0 });
  }
  // Sources of a kind share its share equally; a kind a merchant lacks leaves its share to the others.
  const counts = new Map<string, number>();
  const kindOf = (s: OneOffSource) => `${s.merchantId}:${s.sourceType}`;
  for (const s of oneOff) counts.set(kindOf(s), (counts.get(kindOf(s)) ?? 0) + 1);
  return {
    oneOff: weigh(oneOff, (s) => KIND_SHARES[s.sourceType] / (counts.get(kindOf(s)) ?? 1)),
    plans: weigh(await loadPlans(db, merchantIds, window), () => 1),
    products,
  };
}
