import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderSql } from './render-sql';
import { jobs, payments } from './schema';

const dialect = new PgDialect();
const drizzleBuilds = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

describe('renderSql', () => {
  it('builds the text and parameters Drizzle builds for the chunks the write path uses', () => {
    const when = sql`${payments.status} = ${'processing'} AND ${sql`${payments.amountMinor} > ${100}`}`;
    const part = sql`payment_updated AS (UPDATE ${payments} SET ${sql.raw('"status"')} = ${sql.param('succeeded', payments.status)}
      WHERE id = ${'pay_1'} AND ${when} AND ${payments.updatedAt} < ${sql.param(new Date(0), payments.updatedAt)})`;
    const query = sql`WITH ${sql.join([part, sql`job_new AS (INSERT INTO ${jobs} (id) SELECT ${'job_1'}::text)`], sql`, `)}
      SELECT ${sql`(SELECT count(*) FROM payment_updated)`} AS o0, ${[1, sql`2`, 'x']} AS list, ${new Date(0)}::timestamptz,
      ${null} IS NULL, ${undefined}${true}, ${{ a: 1 }}::jsonb, ${sql.param(null, payments.updatedAt)}, ${sql.identifier('o"1')}`;
    const rendered = renderSql(query);
    expect(rendered).toEqual(drizzleBuilds(query));
    expect(rendered.params).toContain(new Date(0).toISOString());
    expect(rendered.sql).toContain('"payments"."status" = $3');
  });

  it('leaves a template with inlined parameters or a placeholder to Drizzle, whole', () => {
    const inlined = sql`SELECT ${'a'}::text ${sql`limit ${10}`.inlineParams()}`;
    expect(renderSql(inlined)).toEqual(dialect.sqlToQuery(inlined));
    expect(renderSql(inlined).sql).toContain('limit 10');
    const placeholder = sql`SELECT ${'a'}::text, ${sql.placeholder('n')}`;
    expect(renderSql(placeholder)).toEqual(dialect.sqlToQuery(placeholder));
  });

  it('builds what Drizzle builds for any nesting of text, values, lists and templates', () => {
    const leaf = fc.oneof(
      fc.string({ maxLength: 4 }).map((text) => sql.raw(text)),
      fc
        .oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean(), fc.constant(null))
        .map((value) => sql`${value}`),
      fc.constant(sql`${payments.id}`),
      fc.constant(sql`${payments}`),
    );
    const tree = fc.letrec<{ node: SQL }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('node'), { maxLength: 4 }).map((nodes) => sql.join(nodes, sql`, `)),
        fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((nodes) => sql`f(${nodes})`),
      ),
    })).node;
    fc.assert(
      fc.property(tree, (query) => {
        expect(renderSql(query)).toEqual(drizzleBuilds(query));
      }),
    );
  });
});
