/**
 * An SQL template's text and parameters, built in one pass, for every statement `queryRows` sends —
 * the write path's among them (docs/architecture.md#scale). Drizzle builds a template by testing each
 * chunk against up to a dozen entity classes, each test walking the chunk's prototype chain, and
 * merging every level's text and parameters into the level above: for a payment's combined
 * statements (hundreds of chunks, several levels deep) about a sixth of the server's CPU per
 * payment. The chunks those statements hold — text, nested templates, values, parameters with a
 * column's encoder, tables, columns and identifiers — are built here directly; a template holding
 * anything else (a placeholder, a subquery, a view, inlined parameters) is built by Drizzle, whole.
 * @module
 */
import { Column, entityKind, Name, Param, SQL, StringChunk, Table, sql, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** Drizzle's PostgreSQL dialect, as the database's own: no casing, `"name"` and `$n`. */
const dialect = new PgDialect();

/** A table's or column's text as Drizzle writes it (`"table"`, `"table"."column"`), by entity. */
const entityTexts = new WeakMap<object, string>();
function entityText(entity: Table | Column): string {
  let text = entityTexts.get(entity);
  if (text === undefined) {
    text = dialect.sqlToQuery(sql`${entity}`).sql;
    entityTexts.set(entity, text);
  }
  return text;
}

/**
 * Whether `value` is a Drizzle entity or SQL wrapper (a placeholder, a subquery, a view, …) rather
 * than a value to send: those not built here are left to Drizzle.
 */
const isEntity = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (entityKind in (value.constructor ?? {}) || typeof (value as { getSQL?: unknown }).getSQL === 'function');

/** Whether `query` inlines its parameters (`.inlineParams()`): a flag Drizzle keeps private. */
const inlinesParams = (query: SQL) =>
  (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/**
 * `query`'s text and parameters, exactly as Drizzle's PostgreSQL dialect builds them
 * (`dialect.sqlToQuery`): `$1`, `$2`, … in order; a value given as an array is a parenthesized list,
 * a parameter with an encoder goes through the encoder (a column's `mapToDriverValue`).
 */
export function renderSql(query: SQL): Query {
  let text = '';
  const params: unknown[] = [];
  const visit = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) {
        text += chunk.value.length === 1 ? chunk.value[0] : chunk.value.join('');
      } else if (chunk instanceof SQL) {
        if (inlinesParams(chunk) || !visit(chunk.queryChunks)) return false;
      } else if (chunk === undefined) {
        continue;
      } else if (typeof chunk !== 'object' || chunk === null || chunk instanceof Date) {
        params.push(chunk);
        text += `$${params.length}`;
      } else if (Array.isArray(chunk)) {
        text += '(';
        for (const [i, item] of chunk.entries()) {
          if (i > 0) text += ', ';
          if (!visit([item])) return false;
        }
        text += ')';
      } else if (chunk instanceof Param) {
        if (isEntity(chunk.value)) return false;
        const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        if (isEntity(value)) return false;
        params.push(value);
        text += `$${params.length}`;
      } else if (chunk instanceof Table || chunk instanceof Column) {
        text += entityText(chunk);
      } else if (chunk instanceof Name) {
        text += dialect.escapeName(chunk.value);
      } else if (isEntity(chunk)) {
        return false;
      } else {
        params.push(chunk);
        text += `$${params.length}`;
      }
    }
    return true;
  };
  if (!inlinesParams(query) && visit(query.queryChunks)) return { sql: text, params };
  return dialect.sqlToQuery(query);
}
