/**
 * Catalogues (docs/product.md#create-link, docs/product.md#catalogue-page, docs/product.md#entities,
 * docs/product.md#link-status, docs/product.md#validation): create, list, replace, pause / activate,
 * delete, and the storefront's view. Products are priced in minor units of the catalogue's currency.
 * Orders are placed by `orders.service.ts`.
 * @module
 */
import type {
  Catalogue,
  CatalogueInput,
  CatalogueItem,
  PublicCatalogue,
  Storefront,
} from '@malipo/contracts/catalogues';
import type { Db } from '../../db/client';
import { setOwnedStatus, softDeleteOwned, type OwnedStatus } from '../../db/merchant-owned';
import { catalogues } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPayerMerchant } from '../../lib/branding';
import type { Routing } from '../providers/routing';
import type { Clock } from '../../lib/clock';
import { newId, newPublicLinkId } from '../../lib/ids';
import { planItems } from './catalogue-items';
import {
  deleteItemsExcept,
  findCatalogue,
  findPublicCatalogue,
  insertCatalogue,
  insertItems,
  listCatalogues,
  listItems,
  updateCatalogue,
  updateItem,
  type CatalogueItemRow,
  type CatalogueRow,
  type CatalogueWithStats,
} from './catalogues.repo';

/** The storefront's path of catalogue `id`: `/catalogue/{id}` (docs/product.md#routes). */
export function cataloguePath(id: string): string {
  return `/catalogue/${id}`;
}

function toItem(row: CatalogueItemRow): CatalogueItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceMinor: row.priceMinor,
    inStock: row.inStock,
  };
}

/**
 * The storefront view of a catalogue: its details, status and products (`priceMinor` in the
 * catalogue's currency, `inStock`); `items` must be its products in position order.
 */
export function toStorefront(catalogue: CatalogueRow, items: CatalogueItemRow[]): Storefront {
  return {
    id: catalogue.id,
    title: catalogue.title,
    description: catalogue.description,
    currency: catalogue.currency,
    status: catalogue.status,
    items: items.map(toItem),
  };
}

function toCatalogue(row: CatalogueWithStats, items: CatalogueItemRow[]): Catalogue {
  return {
    ...toStorefront(row.catalogue, items),
    createdAt: row.catalogue.createdAt.toISOString(),
    path: cataloguePath(row.catalogue.id),
    ordersCount: row.ordersCount,
    totalRevenueMinor: row.totalRevenueMinor,
  };
}

const newItemId = () => newId('item');

/**
 * Creates the catalogue service. Every method but `getPublic` is scoped by `merchantId`, so another
 * merchant's catalogue is `not_found` like a missing one (docs/product.md#roles).
 */
export function createCatalogueService({
  db,
  clock,
  routing,
}: {
  db: Db;
  clock: Clock;
  /** Says which ways to pay each payer page offers (docs/providers.md#routing). */
  routing: Routing;
}) {
  const notFound = () => new AppError('not_found', 'Catalogue not found');

  /**
   * One catalogue of the merchant with its products in position order, `path` (`/catalogue/{id}`)
   * and its paid orders' count and revenue net of refunds (`totalRevenueMinor`). Throws `not_found`.
   */
  const get = async ({ merchantId, id }: { merchantId: string; id: string }): Promise<Catalogue> => {
    const row = await findCatalogue(db, merchantId, id);
    if (!row) throw notFound();
    return toCatalogue(row, await listItems(db, [id]));
  };

  /** The merchant's catalogues, deleted ones left out, newest first, each shaped as {@link get}'s. */
  const list = async ({ merchantId }: { merchantId: string }): Promise<Catalogue[]> => {
    const rows = await listCatalogues(db, merchantId);
    const items = await listItems(
      db,
      rows.map((r) => r.catalogue.id),
    );
    return rows.map((row) =>
      toCatalogue(
        row,
        items.filter((item) => item.catalogueId === row.catalogue.id),
      ),
    );
  };

  /**
   * Creates an active catalogue and its products in one transaction, and returns it as {@link get}
   * does. The route's schema has checked a title and 1 to 100 products with prices in minor units
   * (docs/product.md#validation); throws `validation_failed` (field `items.{i}.id`) for a product
   * that carries an id, since a new catalogue has none.
   */
  const create = async ({ merchantId, input }: { merchantId: string; input: CatalogueInput }) => {
    const id = newPublicLinkId();
    const now = clock.now();
    const items = planItems({ catalogueId: id, items: input.items, existingIds: new Set(), newItemId });
    await db.transaction(async (tx) => {
      const { title, description, currency } = input;
      await insertCatalogue(tx, {
        id,
        merchantId,
        title,
        description,
        currency,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      });
      await insertItems(
        tx,
        items.map((p) => p.row),
      );
    });
    return get({ merchantId, id });
  };

  /**
   * Replaces catalogue `id`'s details and products in one transaction (see `catalogue-items.ts`) and
   * returns it as {@link get} does; past orders keep their frozen lines. Throws `not_found`,
   * `validation_failed` (field `items.{i}.id`) for a product id not of this catalogue or repeated.
   */
  const replace = async ({
    merchantId,
    id,
    input,
  }: {
    merchantId: string;
    id: string;
    input: CatalogueInput;
  }) => {
    await db.transaction(async (tx) => {
      const { title, description, currency } = input;
      if (
        !(await updateCatalogue(tx, merchantId, id, { title, description, currency, updatedAt: clock.now() }))
      ) {
        throw notFound();
      }
      const existingIds = new Set((await listItems(tx, [id])).map((item) => item.id));
      const planned = planItems({ catalogueId: id, items: input.items, existingIds, newItemId });
      await deleteItemsExcept(
        tx,
        id,
        planned.filter((p) => !p.isNew).map((p) => p.row.id),
      );
      for (const p of planned.filter((p) => !p.isNew)) await updateItem(tx, p.row);
      await insertItems(
        tx,
        planned.filter((p) => p.isNew).map((p) => p.row),
      );
    });
    return get({ merchantId, id });
  };

  /** Pauses or activates a catalogue and returns it (docs/product.md#link-status). Throws `not_found`. */
  const setStatus = async (input: { merchantId: string; id: string; status: OwnedStatus }) => {
    if (!(await setOwnedStatus(db, catalogues, input))) throw notFound();
    return get(input);
  };

  /**
   * Deletes a catalogue (soft: the row stays for its orders' history); its storefront then answers
   * not found (docs/product.md#link-status). Throws `not_found`.
   */
  const remove = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    if (!(await softDeleteOwned(db, catalogues, { merchantId, id, now: clock.now() }))) throw notFound();
  };

  /**
   * The storefront's view of catalogue `id` (any merchant) with products in position order and the
   * merchant's branding (docs/product.md#catalogue-page); a paused catalogue is returned with its
   * status, and ordering from it answers `link_unavailable`. Throws `not_found`.
   */
  const getPublic = async ({ id }: { id: string }): Promise<PublicCatalogue> => {
    const row = await findPublicCatalogue(db, id);
    if (!row) throw notFound();
    return {
      catalogue: toStorefront(row.catalogue, await listItems(db, [id])),
      merchant: toPayerMerchant(row.merchant),
      paymentMethods: routing.availablePaymentMethods(row.merchant.mode, row.catalogue.currency),
    };
  };

  return { create, get, list, replace, setStatus, remove, getPublic };
}

/** The catalogue service's methods, as the catalogue routes receive them. */
export type CatalogueService = ReturnType<typeof createCatalogueService>;
