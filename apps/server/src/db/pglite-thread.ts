/**
 * PGlite on a thread of its own (docs/architecture.md#scale). The embedded
 * database is PostgreSQL compiled to WebAssembly, and ran on the main thread with HTTP and the
 * application, so a server on it used one core. {@link openPgliteThread} starts it in a worker
 * thread (`pglite-worker.ts`) and answers an object with the part of PGlite's interface Drizzle's
 * PGlite driver uses — `query` and `transaction` — each call a message to the thread and back.
 * Rows, parameters and errors cross as structured clones: an error keeps its message and
 * PostgreSQL's fields (`code`, `constraint`, `detail`…), so callers read it as before.
 * @module
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, RowMode } from '@electric-sql/pglite';

/** A statement: its text, parameters, row mode and the type ids whose values stay text. */
export interface ThreadQuery {
  text: string;
  params?: unknown[];
  rowMode?: RowMode;
  textTypes?: number[];
}

/** What the thread is asked to do. */
export type ThreadOp =
  | ({ op: 'query' } & ThreadQuery)
  | ({ op: 'txQuery'; tx: number } & ThreadQuery)
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

/** A request to the thread; `id` is unique among the requests in flight. */
export type ThreadRequest = { id: number } & ThreadOp;

/** An error as it crosses: its message and own fields (PostgreSQL's `code`, `constraint`…). */
export interface ThreadError {
  message: string;
  fields: Record<string, unknown>;
}

/**
 * An answer to request `id` (0: the database is open; minus a transaction's id: how it ended).
 */
export type ThreadReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: ThreadError });

/** The PGlite calls Drizzle makes, answered by the thread, and `close`. */
export type PgliteThread = Pick<PGlite, 'query' | 'transaction' | 'close'>;

/** An error with the thread's message and fields. */
function toError(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields);
}

/**
 * Starts the worker thread on `dataDir`: the compiled `pglite-worker.js` beside the bundle, or the
 * TypeScript source beside this file, loaded through tsx's hooks registered in the thread.
 */
function startWorker(dataDir: string): Worker {
  const extension = path.extname(fileURLToPath(import.meta.url));
  const url = new URL(`./pglite-worker${extension}`, import.meta.url);
  if (extension !== '.ts') return new Worker(url, { workerData: dataDir });
  // Resolved from the working directory, inside the repository when running from the sources.
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(load, { eval: true, workerData: dataDir });
}

/**
 * Opens PGlite at `dataDir` (`memory://` for an in-memory database) on a worker thread. Rejects
 * with the thread's error when the database cannot be opened.
 */
export async function openPgliteThread(dataDir: string): Promise<PgliteThread> {
  const worker = startWorker(dataDir);
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let exited: Error | undefined;

  worker.on('message', (reply: ThreadReply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(toError(reply.error));
  });
  const failAll = (error: Error) => {
    exited = error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the PGlite thread exited with code ${code}`)));

  /** Resolves with the reply to `id`. */
  const replyTo = (id: number) =>
    new Promise<unknown>((resolve, reject) => {
      if (exited) reject(exited);
      else waiting.set(id, { resolve, reject });
    });
  /** Sends `op` as request `id` (default: a new id) and resolves with its answer. */
  const call = (op: ThreadOp, id = ++lastId) => {
    const answer = replyTo(id);
    worker.postMessage({ ...op, id } satisfies ThreadRequest);
    return answer;
  };
  // Drizzle's PGlite driver passes parsers only to keep dates, timestamps and intervals as text;
  // functions cannot cross to the thread, so it is told which types to keep as text.
  const statement = (text: string, params?: unknown[], options?: QueryOptions): ThreadQuery => ({
    text,
    params,
    rowMode: options?.rowMode,
    textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  });

  await replyTo(0);

  const query = (async (text: string, params?: unknown[], options?: QueryOptions) =>
    call({ op: 'query', ...statement(text, params, options) })) as PGlite['query'];

  const transaction = (async <T>(callback: (tx: never) => Promise<T>): Promise<T> => {
    const tx = ++lastId;
    await call({ op: 'begin' }, tx);
    const handle = {
      query: (text: string, params?: unknown[], options?: QueryOptions) =>
        call({ op: 'txQuery', tx, ...statement(text, params, options) }) as Promise<Results>,
    };
    const end = async (commit: boolean) => {
      const ended = replyTo(-tx);
      worker.postMessage({ op: 'end', id: ++lastId, tx, commit } satisfies ThreadRequest);
      return ended;
    };
    let result: T;
    try {
      result = await callback(handle as never);
    } catch (error) {
      await end(false).catch(() => undefined);
      throw error;
    }
    await end(true);
    return result;
  }) as PGlite['transaction'];

  const close = async () => {
    await call({ op: 'close' });
    await worker.terminate();
  };

  return { query, transaction, close };
}
