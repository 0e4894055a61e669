import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { flatSql } from './flat-sql';
import { jobs, payments } from './schema';

const dialect = new PgDialect();
const built = (query: SQL) => dialect.sqlToQuery(query);

describe('flatSql', () => {
  it('builds the same text and parameters as the nested template, in one level', () => {
    const when = sql`${payments.status} = ${'processing'} AND ${sql`${payments.amountMinor} > ${100}`}`;
    const part = sql`payment_updated AS (UPDATE ${payments} SET ${sql.raw('"status"')} = ${sql.param('succeeded', payments.status)}
      WHERE id = ${'pay_1'} AND ${when})`;
    const query = sql`WITH ${sql.join([part, sql`job_new AS (INSERT INTO ${jobs} (id) SELECT ${'job_1'}::text)`], sql`, `)}
      SELECT ${sql`(SELECT count(*) FROM payment_updated)`} AS o0, ${[1, 2]} AS list, ${new Date(0)}::timestamptz`;
    const flat = flatSql(query);
    expect(built(flat)).toEqual(built(query));
    expect(flat.queryChunks.some((chunk) => chunk instanceof Object && 'queryChunks' in chunk)).toBe(false);
  });

  it('keeps a nested template that inlines its parameters whole', () => {
    const inlined = sql`limit ${10}`.inlineParams();
    const query = sql`SELECT ${'a'}::text ${inlined}`;
    expect(built(flatSql(query))).toEqual(built(query));
    expect(built(flatSql(query)).sql).toContain('limit 10');
    expect(flatSql(inlined)).toBe(inlined);
  });
});
