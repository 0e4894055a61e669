/**
 * The keyset CSV stream: the same text csv-stringify writes for every kind of cell, every row once
 * in order across batches, and no batch read before its reader has taken the one before.
 */
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { keysetCsvStream, type CsvCell } from './keyset-csv';
import type { KeysetPosition } from './keyset';

interface Row extends KeysetPosition {
  cells: CsvCell[];
}

/** `count` rows, newest first, whose cells hold every case a cell may need quoting for. */
function rowsOf(count: number): Row[] {
  const tricky = ['plain', 'a, b', 'say "hi"', 'two\nlines', 'carriage\rreturn', '', '+250 ••• ••• 456'];
  return Array.from({ length: count }, (_, i) => ({
    createdAt: new Date(Date.UTC(2026, 0, 1) - i * 1000),
    id: `tx_${String(i).padStart(4, '0')}`,
    cells: [`tx_${i}`, tricky[i % tricky.length] ?? '', -i * 150, i % 3 === 0 ? null : 'x', i / 4],
  }));
}

/** A page reader over `rows` by keyset that counts its calls. */
function pagesOf(rows: Row[]) {
  const reader = {
    calls: 0,
    readPage: async (after: KeysetPosition | null, limit: number) => {
      reader.calls += 1;
      const start = after ? rows.findIndex((row) => row.id === after.id) + 1 : 0;
      return rows.slice(start, start + limit);
    },
  };
  return reader;
}

const HEADER = ['id', 'text', 'amount', 'maybe', 'ratio'];

describe('keysetCsvStream', () => {
  it('writes what csv-stringify writes, every row once, in batches of any size', async () => {
    const rows = rowsOf(103);
    const expected = stringify([HEADER, ...rows.map((row) => row.cells)]);
    for (const batchSize of [1, 10, 103, 500]) {
      const pages = pagesOf(rows);
      const stream = keysetCsvStream({
        header: HEADER,
        batchSize,
        readPage: pages.readPage,
        toRecord: (row) => row.cells,
      });
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      expect(text).toBe(expected);
      expect(pages.calls).toBe(Math.floor(rows.length / batchSize) + 1);
    }
  });

  it('reads no further than one batch ahead of a reader that stops taking chunks', async () => {
    const pages = pagesOf(rowsOf(1_000));
    const stream = keysetCsvStream({
      header: HEADER,
      batchSize: 10,
      readPage: pages.readPage,
      toRecord: (row) => row.cells,
    });
    const chunks = stream[Symbol.asyncIterator]();
    await chunks.next(); // the header
    await chunks.next(); // the first batch
    // Pages here answer at once: a stream that read ahead unasked would have read all 100 by now.
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(pages.calls).toBeLessThanOrEqual(3);
    stream.destroy();
  });
});
