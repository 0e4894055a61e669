/**
 * Column helpers shared by every table.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/** A `timestamptz` column read as a JS `Date`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A `bytea` column read as a Node `Buffer`. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Whether text `column` is `value` through an index of `key(column)`: the keys, which the index
 * finds, and then the texts, so a text whose key another shares is never taken for it.
 */
function throughKey(
  key: (value: PgColumn | SQL | string) => SQL,
  column: PgColumn | SQL,
  value: string | SQL,
): SQL {
  return sql`(${key(column)} = ${key(value)} and ${column} = ${value})`;
}

/**
 * The 16-byte digest (`md5` as a `uuid`) of a text, which a unique index holds instead of the text
 * itself: 16 bytes an entry where an id or key took 27 to 38 (docs/architecture.md#scale). A
 * column, an expression or a value. Read it through {@link digestIs}.
 */
export function textDigest(value: PgColumn | SQL | string): SQL {
  return sql`(md5(${value})::uuid)`;
}

/**
 * Whether text column `column` (a column, or an aliased one as SQL) is `value`, through a unique
 * index of the column's digests ({@link textDigest}).
 */
export function digestIs(column: PgColumn | SQL, value: string): SQL {
  return throughKey(textDigest, column, value);
}

/**
 * The 4-byte key (`hashtext`) of a text, which an index holds instead of the text itself where a
 * key need not be unique: an entry of a few such keys and a `created_at` is narrow enough for
 * PostgreSQL to fill a page where rows arrive in time order (docs/architecture.md#scale). A column,
 * an expression or a value. Read it through {@link keyIs}, never alone: two texts may share a key.
 */
export function textKey(value: PgColumn | SQL | string): SQL {
  return sql`hashtext(${value})`;
}

/**
 * Whether text `column` (a column or an expression of one) is `value`, through an index of its keys
 * ({@link textKey}).
 */
export function keyIs(column: PgColumn | SQL, value: string | SQL): SQL {
  return throughKey(textKey, column, value);
}
