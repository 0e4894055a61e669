/**
 * SQL building blocks of the volume generator (docs/testing.md#volume-data): ids made in SQL the way
 * `lib/ids.ts` makes them in code, and staging tables filled from JSON. Every statement runs inside
 * one database transaction per batch; staging tables are temporary and dropped at its commit.
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { IdPrefix } from '../../lib/ids';

/** ULID's alphabet (Crockford's base 32), which `ulidx` encodes with. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Bytes of randomness {@link randomBytesSql} gives per 16-byte block. */
export const RANDOM_BLOCK_BYTES = 16;

/**
 * `blocks` × 16 random bytes as one `bytea` (v4 UUIDs: 122 random bits each). Evaluate it once per
 * row into a column and cut ids from it with {@link ulidSql} and {@link receiptIdSql}.
 */
export function randomBytesSql(blocks: number): SQL {
  const parts = Array.from({ length: blocks }, () => sql.raw('uuid_send(gen_random_uuid())'));
  return sql`(${sql.join(parts, sql.raw(' || '))})`;
}

/**
 * A prefixed ULID (`pay_01J…`, docs/conventions.md#code) in SQL: 10 characters of the timestamp in
 * ms (`msSql`, a bigint expression) in ULID's base 32, then 16 random characters — the hex of bytes
 * `offset … offset + 7` of `bytesSql`, upper-case hex being a subset of that alphabet. So ids sort
 * by the time they carry, like `newId`'s, and match `^{prefix}_[0-9A-Z]{26}$`.
 */
export function ulidSql(prefix: IdPrefix, msSql: SQL, bytesSql: SQL, offset: number): SQL {
  const chars: SQL[] = [];
  for (let i = 0; i < 10; i += 1) {
    chars.push(
      sql`substr(${sql.raw(`'${CROCKFORD}'`)}, ((${msSql} >> ${sql.raw(String(45 - 5 * i))}) & 31::bigint)::int + 1, 1)`,
    );
  }
  const random = sql`upper(encode(substring(${bytesSql} from ${sql.raw(String(offset + 1))} for 8), 'hex'))`;
  return sql`(${sql.raw(`'${prefix}_'`)} || ${sql.join(chars, sql.raw(' || '))} || ${random})`;
}

/**
 * A receipt id (`rcpt_` + 24 characters of letters and digits, as `newReceiptId` makes): the base64
 * of bytes `offset … offset + 17` of `bytesSql`, its two symbols replaced by digits.
 */
export function receiptIdSql(bytesSql: SQL, offset: number): SQL {
  return sql`('rcpt_' || translate(encode(substring(${bytesSql} from ${sql.raw(String(offset + 1))} for 18), 'base64'), '+/', '01'))`;
}

/** Milliseconds since the epoch of a `timestamptz` expression, as a bigint. */
export function epochMsSql(timestamp: SQL): SQL {
  return sql`(floor(extract(epoch from ${timestamp}) * 1000))::bigint`;
}

/** The columns of a JSON staging table: each row key (camelCase) with its SQL type. */
export type StagingColumns = Readonly<Record<string, string>>;

/** `merchantId` → `merchant_id`: the SQL name of a staging column. */
export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * Creates temporary table `name` (dropped at commit) holding `rows`, passed as one JSON parameter
 * and read with `jsonb_to_recordset`, so any number of rows costs one statement and one parameter.
 * Columns are named in snake_case after the rows' camelCase keys; other keys are left out. Call
 * inside a transaction.
 */
export async function createStagingTable(
  tx: Db,
  name: string,
  columns: StagingColumns,
  rows: readonly object[],
): Promise<void> {
  const keys = Object.keys(columns);
  const spec = keys.map((key) => `${snakeCase(key)} ${columns[key] ?? 'text'}`).join(', ');
  const json = rows.map((row) => {
    const values = row as Record<string, unknown>;
    return Object.fromEntries(keys.map((key) => [snakeCase(key), values[key] ?? null]));
  });
  await tx.execute(
    sql`create temporary table ${sql.identifier(name)} on commit drop as
        select * from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as x(${sql.raw(spec)})`,
  );
}
