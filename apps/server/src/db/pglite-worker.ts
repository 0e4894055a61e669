/**
 * The PGlite thread (docs/architecture.md#scale): PostgreSQL compiled to
 * WebAssembly runs here, on its own thread, so a server on the embedded database uses two cores —
 * this one for the database, the main one for HTTP and the application. The main thread reaches it
 * through `pglite-thread.ts`, whose messages ({@link ThreadRequest}) this answers
 * ({@link ThreadReply}), each with the request's id. Statements are prepared by name
 * (`prepared-statements.ts`) as on the main thread before.
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { prepareByTextOnPglite } from './prepared-statements';
import type { ThreadError, ThreadQuery, ThreadReply, ThreadRequest } from './pglite-thread';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

/** Parsers that leave a column's text as it is, for the types a query asked to keep as text. */
const identity = (value: string) => value;

/** PGlite's query options for `query`: its row mode, and the types kept as text. */
function optionsOf(query: ThreadQuery) {
  const parsers = query.textTypes?.length
    ? Object.fromEntries(query.textTypes.map((type) => [type, identity]))
    : undefined;
  return { rowMode: query.rowMode, parsers };
}

/** An error as plain data: its message and its own string and number fields (PostgreSQL's `code`…). */
function errorOf(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, fields };
}

// pg_trgm backs history's search index (docs/architecture.md#scale); PostgreSQL ships it in contrib.
const client = await PGlite.create(workerData as string, { extensions: { pg_trgm } });
prepareByTextOnPglite(client);

/** Open transactions by id: the transaction and how to end it. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();

const reply = (message: ThreadReply) => port.postMessage(message);

/** Answers `request` with what `work` resolves to, or the error it throws. */
async function answer(request: ThreadRequest, work: () => Promise<unknown>): Promise<void> {
  try {
    reply({ id: request.id, ok: true, value: await work() });
  } catch (error) {
    reply({ id: request.id, ok: false, error: errorOf(error) });
  }
}

/**
 * Begins transaction `request.id` and answers once it has begun; it stays open until an `end`
 * request for it, whose outcome (COMMIT's error, if any) is answered under minus its id.
 */
function begin(request: ThreadRequest): void {
  let began = false;
  void client
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          open.set(request.id, {
            tx,
            end: (commit) => (commit ? resolve() : reject(new Error('rolled back'))),
          });
          began = true;
          reply({ id: request.id, ok: true, value: null });
        }),
    )
    .then(
      () => reply({ id: -request.id, ok: true, value: null }),
      (error: unknown) =>
        began
          ? reply({ id: -request.id, ok: false, error: errorOf(error) })
          : reply({ id: request.id, ok: false, error: errorOf(error) }),
    )
    .finally(() => open.delete(request.id));
}

port.on('message', (request: ThreadRequest) => {
  switch (request.op) {
    case 'query':
      void answer(request, () => client.query(request.text, request.params, optionsOf(request)));
      return;
    case 'txQuery': {
      const transaction = open.get(request.tx);
      void answer(request, async () => {
        if (!transaction) throw new Error(`no open transaction ${request.tx}`);
        return transaction.tx.query(request.text, request.params, optionsOf(request));
      });
      return;
    }
    case 'begin':
      begin(request);
      return;
    case 'end':
      open.get(request.tx)?.end(request.commit);
      return;
    case 'close':
      void answer(request, () => client.close());
      return;
  }
});

// Id 0: the database is open.
reply({ id: 0, ok: true, value: null });
