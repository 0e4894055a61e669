/**
 * A table's rows read and written through SQL templates instead of Drizzle's query builder, for the
 * statements every payment sends (docs/architecture.md#scale): the builder spends about 0.15–0.2 ms
 * of CPU assembling a statement and mapping its row, a template about a third of that. Values go to
 * the driver and come back through each column's own Drizzle mapping, so on PGlite and PostgreSQL
 * alike a row reads exactly as the builder would give it (`$inferSelect`).
 * @module
 */
import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
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

/** Builds the {@link TableRows} of `table`, once per table at module load. */
export function tableRows<T extends PgTable>(table: T): TableRows<T['$inferSelect']> {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const quoted = (column: PgColumn) => `"${column.name}"`;
  const toDriver = (column: PgColumn, value: unknown) =>
    value === null ? null : (column.mapToDriverValue(value) as unknown);
  const present = (values: Record<string, unknown>) => columns.filter(([key]) => values[key] !== undefined);
  /** The given columns' names and their values as parameters, cast to the column type when asked. */
  const listed = (values: Record<string, unknown>, cast: boolean) => {
    const given = present(values);
    return {
      names: sql.raw(given.map(([, column]) => quoted(column)).join(', ')),
      params: sql.join(
        given.map(([key, column]) => {
          const value = values[key];
          const param = is(value, SQL) ? sql`(${value})` : sql`${toDriver(column, value)}`;
          return cast ? sql`${param}::${sql.raw(column.getSQLType())}` : param;
        }),
        sql`, `,
      ),
    };
  };
  return {
    columns: sql.raw(columns.map(([, column]) => quoted(column)).join(', ')),
    map(raw) {
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) {
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
      const given = present(values as Record<string, unknown>);
      return sql.join(
        given.map(
          ([key, column]) =>
            sql`${sql.raw(quoted(column))} = ${toDriver(column, (values as Record<string, unknown>)[key])}`,
        ),
        sql`, `,
      );
    },
  };
}
