/**
 * A nested SQL template as one level of chunks, for the statements the write path sends
 * (docs/architecture.md#scale). Drizzle builds a statement's text and parameters by walking its
 * chunk tree and merging each level into the one above, so a combined statement of several parts
 * (hundreds of chunks, several levels deep) cost the server about a sixth of its CPU per payment.
 * Flattened first, the same text and parameters come out of one pass over one level.
 * @module
 */
import { SQL, StringChunk } from 'drizzle-orm';

/** Whether `query` inlines its parameters (`.inlineParams()`): a flag Drizzle keeps private. */
const inlinesParams = (query: SQL) =>
  (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/**
 * `query` with every nested template's chunks spliced in place and adjacent text merged. Builds
 * exactly the text and parameters `query` does: a nested template that inlines its parameters
 * (`sql.raw`-like, `shouldInlineParams`) is kept whole, and every other chunk (a parameter, a table,
 * a column) is passed on as it is.
 */
export function flatSql(query: SQL): SQL {
  if (inlinesParams(query)) return query;
  const chunks: unknown[] = [];
  let text = '';
  const visit = (nested: readonly unknown[]) => {
    for (const chunk of nested) {
      if (chunk instanceof StringChunk) {
        text += chunk.value.join('');
      } else if (chunk instanceof SQL && !inlinesParams(chunk)) {
        visit(chunk.queryChunks);
      } else {
        if (text) chunks.push(new StringChunk(text));
        text = '';
        chunks.push(chunk);
      }
    }
  };
  visit(query.queryChunks);
  if (text) chunks.push(new StringChunk(text));
  return new SQL(chunks as SQL['queryChunks']);
}
