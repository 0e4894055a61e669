/**
 * Streaming CSV exports read by keyset (docs/architecture.md#scale): the header row, then the rows
 * in batches, each batch turned into CSV text in one go while the next is already being fetched, so
 * memory does not grow with the rows. Shared by the history and audit log exports.
 * @module
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/** A row's position in a newest-first keyset order: its `createdAt` and id. */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

/**
 * A CSV stream of `header` then every row `readPage` returns, page after page: `readPage(after,
 * limit)` answers at most `limit` rows after position `after` (null: from the first), in order;
 * `toRecord` turns a row into its cells. Stops after a page shorter than `batchSize`. A client that
 * goes away stops the stream; the batch already being fetched is then dropped.
 */
export function keysetCsvStream<Row extends KeysetPosition>({
  header,
  batchSize,
  readPage,
  toRecord,
}: {
  header: readonly string[];
  batchSize: number;
  readPage: (after: KeysetPosition | null, limit: number) => Promise<Row[]>;
  toRecord: (row: Row) => unknown[];
}): Readable {
  async function* chunks() {
    yield stringify([[...header]]);
    let next = readPage(null, batchSize);
    for (;;) {
      const batch = await next;
      const last = batch.at(-1);
      const more = batch.length === batchSize && last !== undefined;
      if (more) {
        next = readPage({ createdAt: last.createdAt, id: last.id }, batchSize);
        next.catch(() => undefined);
      }
      if (batch.length > 0) yield stringify(batch.map(toRecord));
      if (!more) return;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
