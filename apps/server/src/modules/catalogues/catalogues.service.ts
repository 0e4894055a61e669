/**
 * Catalogues (docs/product.md#payer-pages "Catalogue page", docs/product.md#entities "Catalogue", docs/product.md#states, docs/product.md#validation): create, list, replace, pause /
 * activate, delete, and the storefront's view. Products are priced in minor units of the
 * catalogue's currency. Orders are placed by `orders.service.ts`.
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
import { toBranding } from '../../lib/branding';
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

/** The storefront's path of catalogue `id` (docs/product.md#payer-pages). */
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

/** The storefront view of a catalogue; `items` must be its products in position order. */
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

/** Creates the catalogue service. */
export function createCatalogueService({ db, clock }: { db: Db; clock: Clock }) {
  const notFound = () => new AppError('not_found', 'Catalogue not found');

  /** One catalogue of the merchant with its products and stats. Throws `not_found`. */
  const get = async ({ merchantId, id }: { merchantId: string; id: string }): Promise<Catalogue> => {
    const row = await findCatalogue(db, merchantId, id);
    if (!row) throw notFound();
    return toCatalogue(row, await listItems(db, [id]));
  };

  /** The merchant's catalogues, newest first, each with its products. */
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

  /** Creates an active catalogue with its products (docs/product.md#validation: a title and at least one product). */
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
   * Replaces catalogue `id`'s details and products (see `catalogue-items.ts`); past orders keep their
   * frozen lines. Throws `not_found`, `validation_failed` for a product id not of this catalogue.
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

  /** Pauses or activates a catalogue (docs/product.md#states). Throws `not_found`. */
  const setStatus = async (input: { merchantId: string; id: string; status: OwnedStatus }) => {
    if (!(await setOwnedStatus(db, catalogues, input))) throw notFound();
    return get(input);
  };

  /** Deletes a catalogue; its storefront then answers not found. Throws `not_found`. */
  const remove = async ({ merchantId, id }: { merchantId: string; id: string }) => {
    if (!(await softDeleteOwned(db, catalogues, { merchantId, id, now: clock.now() }))) throw notFound();
  };

  /** The storefront's view with products in position order and the merchant's branding. Throws `not_found`. */
  const getPublic = async ({ id }: { id: string }): Promise<PublicCatalogue> => {
    const row = await findPublicCatalogue(db, id);
    if (!row) throw notFound();
    return {
      catalogue: toStorefront(row.catalogue, await listItems(db, [id])),
      merchant: toBranding(row.merchant),
    };
  };

  return { create, get, list, replace, setStatus, remove, getPublic };
}

/** The catalogue service. */
export type CatalogueService = ReturnType<typeof createCatalogueService>;
