/**
 * A table's rows read and written through SQL templates instead of Drizzle's query builder, for the
 * statements every payment sends (docs/architecture.md#scale): the builder spends about 0.15–0.2 ms
 * of CPU assembling a statement and mapping its row, a template about a third of that. Values go to
 * the driver and come back through each column's own Drizzle mapping, so on PGlite and PostgreSQL
 * alike a row reads exactly as the builder would give it (`$inferSelect`).
 * @module
 */
import { getTableColumns, is, SQL, sql, StringChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Values of some of a row's columns, each a value or an SQL expression computing it. */
export type RowExpressions<Row> = { [K in keyof Row]?: Row[K] | SQL };

/** SQL pieces and a row mapper for one table; keys are the schema's property names. */
export interface TableRows<Row> {
  /** Every column, as a select or `RETURNING` list. */
  columns: SQL;
  /** A driver's row (keyed by column name) as the schema's row. */
  map(raw: Record<string, unknown>): Row;
  /** `(columns) VALUES (values)` for the keys of `values` that are not `undefined`. */
  values(values: Partial<Row>): SQL;
  /**
   * `(columns) SELECT value::type, … [FROM from] WHERE when` for the keys of `values` that are not
   * `undefined`: an insert that happens only when `when` holds, or once per row of `from` (a part of
   * a combined statement, `write-parts.ts`). A value may be an SQL expression (over `from`'s rows).
   * Each value is cast to its column's type, which a `SELECT` list does not infer.
   */
  selectValues(values: RowExpressions<Row>, when: SQL, from?: SQL): SQL;
  /** `column = value, …` for the keys of `values` that are not `undefined`. */
  set(values: Partial<Row>): SQL;
}

/** Text chunks shared by every statement: Drizzle reads a chunk's text and never changes it. */
const COMMA = new StringChunk(', ');
const OPEN = new StringChunk('(');
const CLOSE = new StringChunk(')');

/**
 * Builds the {@link TableRows} of `table`, once per table at module load. The lists it builds are one
 * template each — every column's text a chunk made here once, every value a parameter chunk — rather
 * than a template per column: building nested templates was most of what assembling a payment's
 * statements cost the server (docs/architecture.md#scale).
 */
export function tableRows<T extends PgTable>(table: T): TableRows<T['$inferSelect']> {
  const columns = (Object.entries(getTableColumns(table)) as [string, PgColumn][]).map(([key, column]) => {
    const quoted = `"${column.name}"`;
    return {
      key,
      column,
      quoted,
      /** `::type`, after a value cast to the column's type. */
      cast: new StringChunk(`::${column.getSQLType()}`),
      /** `"name" = ` for the first column of a `SET` list, `, "name" = ` for any other. */
      assign: [new StringChunk(`${quoted} = `), new StringChunk(`, ${quoted} = `)] as const,
    };
  });
  const toDriver = (column: PgColumn, value: unknown) =>
    value === null ? null : (column.mapToDriverValue(value) as unknown);
  const present = (values: Record<string, unknown>) => columns.filter(({ key }) => values[key] !== undefined);
  /** The given columns' names, and their values as parameters (SQL in parentheses), cast when asked. */
  const listed = (values: Record<string, unknown>, cast: boolean) => {
    const given = present(values);
    const params: unknown[] = [];
    for (const [i, { key, column, cast: castChunk }] of given.entries()) {
      if (i > 0) params.push(COMMA);
      const value = values[key];
      if (is(value, SQL)) params.push(OPEN, value, CLOSE);
      else params.push(toDriver(column, value));
      if (cast) params.push(castChunk);
    }
    return {
      names: sql.raw(given.map(({ quoted }) => quoted).join(', ')),
      params: new SQL(params as SQL['queryChunks']),
    };
  };
  return {
    columns: sql.raw(columns.map(({ quoted }) => quoted).join(', ')),
    map(raw) {
      const row: Record<string, unknown> = {};
      for (const { key, column } of columns) {
        const value = raw[column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    },
    values(values) {
      const { names, params } = listed(values as Record<string, unknown>, false);
      return sql`(${names}) VALUES (${params})`;
    },
    selectValues(values, when, from) {
      const { names, params } = listed(values as Record<string, unknown>, true);
      return sql`(${names}) SELECT ${params} ${from ? sql`FROM ${from} ` : sql``}WHERE ${when}`;
    },
    set(values) {
      const chunks: unknown[] = [];
      for (const [i, { key, column, assign }] of present(values as Record<string, unknown>).entries()) {
        chunks.push(assign[i === 0 ? 0 : 1], toDriver(column, (values as Record<string, unknown>)[key]));
      }
      return new SQL(chunks as SQL['queryChunks']);
    },
  };
}
