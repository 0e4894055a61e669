/**
 * How a catalogue's submitted products become rows, on creation and in the catalogue editor
 * (docs/product.md#create-link, docs/product.md#entities): a product with the id of one of this
 * catalogue's products updates it in place, a product without an id is new, and the catalogue's
 * products not submitted are removed. Positions follow the submitted order. Prices in minor units.
 * @module
 */
import type { CatalogueInput } from '@malipo/contracts/catalogues';
import { AppError } from '../../lib/app-error';
import type { CatalogueItemRow } from './catalogues.repo';

/** A product row to write, and whether it is new (insert) or one of the catalogue's (update in place). */
export interface PlannedItem {
  row: CatalogueItemRow;
  isNew: boolean;
}

/**
 * The rows for `items` of catalogue `catalogueId`, whose current product ids are `existingIds`
 * (empty for a new catalogue); `newItemId` names new products (`item_…`). Pure: no database.
 * Throws `validation_failed` (400) with an `items.{i}.id` field message
 * for an id that is not one of this catalogue's products (another catalogue's, or unknown) or that
 * appears twice.
 */
export function planItems(input: {
  catalogueId: string;
  items: CatalogueInput['items'];
  existingIds: ReadonlySet<string>;
  newItemId: () => string;
}): PlannedItem[] {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const planned = input.items.map((item, position): PlannedItem => {
    const knownId = item.id !== undefined && input.existingIds.has(item.id) ? item.id : undefined;
    if (item.id !== undefined) {
      if (!knownId) fields[`items.${position}.id`] = 'Unknown product';
      else if (seen.has(item.id)) fields[`items.${position}.id`] = 'Each product may appear once';
      seen.add(item.id);
    }
    return {
      isNew: knownId === undefined,
      row: {
        id: knownId ?? input.newItemId(),
        catalogueId: input.catalogueId,
        name: item.name,
        description: item.description,
        priceMinor: item.priceMinor,
        inStock: item.inStock,
        position,
      },
    };
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', 'Check the products', fields);
  return planned;
}
