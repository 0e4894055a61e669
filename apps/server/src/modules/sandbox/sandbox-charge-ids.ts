/**
 * The ids of the sandbox's charges (docs/payments.md#sandbox-provider). A charge is keyed by its
 * merchant-side reference (a payment's or a refund's id), and its id is that reference behind
 * `sbx_ch_`, so the sandbox finds a charge by its id through the same key and keeps no second index
 * (docs/architecture.md#scale). Charges made before migration 0044 keep the random id they were given
 * (`legacy_id`), found through a partial index that holds only them.
 * @module
 */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { sandboxCharges } from '../../db/schema';

const PREFIX = 'sbx_ch_';

/** The id of `charge`: its legacy id, or `sbx_ch_` and its reference. */
export function sandboxChargeId(charge: { reference: string; legacyId: string | null }): string {
  return charge.legacyId ?? `${PREFIX}${charge.reference}`;
}

/** {@link sandboxChargeId} in SQL, of a charge made now under `reference` (a text expression). */
export function sandboxChargeIdSql(reference: SQL): SQL {
  return sql`(${PREFIX} || ${reference})`;
}

/** The condition that finds the charge whose id is `id`, by its reference or, for an old charge, its legacy id. */
export function sandboxChargeWithId(id: string): SQL | undefined {
  const reference = id.startsWith(PREFIX) ? id.slice(PREFIX.length) : id;
  return or(eq(sandboxCharges.reference, reference), eq(sandboxCharges.legacyId, id));
}
