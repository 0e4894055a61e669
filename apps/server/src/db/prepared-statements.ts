/**
 * Named prepared statements on both databases (docs/architecture.md#scale): each statement with
 * parameters is parsed and planned once per connection, then only bound and executed. On
 * PostgreSQL that saves the parsing and a message per round trip; on PGlite, where every statement
 * used to be parsed, analysed and planned again inside WebAssembly and sent as six separate calls
 * into it, it about halves what a statement costs.
 * @module
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** At most this many distinct statements are prepared by name; any further ones are sent unnamed. */
const MAX_NAMED_STATEMENTS = 500;
/** Statement text → its name, the same on every connection of this process. */
const statementNames = new Map<string, string>();

/**
 * The name statement `text` is prepared under (named after its text, as postgres.js does), or
 * `undefined` once {@link MAX_NAMED_STATEMENTS} distinct texts have names: SQL built with a varying
 * shape then goes unnamed, so a connection's prepared statements stay bounded.
 */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `malipo_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Sends every parameterized statement of PostgreSQL connection `client` as a named prepared
 * statement (node-postgres prepares a name on each connection the first time it sees it).
 * Statements without parameters (a transaction's `BEGIN` and `COMMIT`, migrations that may hold
 * several statements) and cursors keep the simple protocol.
 */
export function prepareByText(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [first, values] = args;
    const config = typeof first === 'string' ? { text: first } : first;
    if (
      typeof config === 'object' &&
      config !== null &&
      !('submit' in config) &&
      !('name' in config && config.name) &&
      'text' in config &&
      typeof config.text === 'string' &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = statementName(config.text);
      if (name) return query({ ...config, name }, ...args.slice(1));
    }
    return query(...args);
  };
  client.query = named as typeof client.query;
}

/** Concatenates protocol messages into one buffer, which PGlite runs in one call. */
function messages(...parts: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/** The options PGlite's `query` takes. */
type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * Makes PGlite's `query` — the client's, and a transaction's — send every parameterized statement
 * as a named prepared statement, as {@link prepareByText} does on PostgreSQL. The first use of a
 * text parses it under its name and reads its parameter types (`Parse`, `Describe`, `Sync`); every
 * use binds, describes and executes it as one message buffer (`Bind`, `Describe`, `Execute`,
 * `Sync`), so PostgreSQL inside PGlite neither parses nor plans it again (after the plan cache's
 * first five custom plans), and the answer is read exactly as PGlite's `query` reads it
 * (`parseResults`, with the caller's parsers). The client's statements check it is open and take
 * the two locks its `query` takes, so one never runs inside another caller's transaction, and are
 * synced to the data directory after each, as its `query` does; a transaction's take the statement
 * lock only, and are synced at its end. Statements without parameters, with explicit parameter
 * types or a blob, and any past the name limit go through PGlite's own `query`. A statement that
 * fails to parse is not remembered. Errors are PGlite's `DatabaseError`, thrown after the `Sync`.
 */
export function prepareByTextOnPglite(client: PGlite): void {
  const { serialize } = protocol;
  /** Name → parameter type ids, for the statements prepared on this client. */
  const prepared = new Map<string, number[]>();
  const nameOf = (text: string, params: unknown[] | undefined, options: QueryOptions) =>
    params?.length && !options?.paramTypes && !options?.blob ? statementName(text) : undefined;
  /** Runs `text` as statement `name`, preparing it first on this client; the caller holds the locks. */
  const runNamed = async (name: string, text: string, params: unknown[], options: QueryOptions) => {
    let types = prepared.get(name);
    if (!types) {
      const described = await client.execProtocolStream(
        messages(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(described);
      prepared.set(name, types);
    }
    const parameterTypes = types;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await client.execProtocolStream(
      messages(
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    // The caller's parsers over the client's, through the prototype chain: PGlite's `parseResults`
    // would copy every one of the client's parsers into a new object for each statement.
    const parsers = options?.parsers
      ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
      : client.parsers;
    const [result] = parse.parseResults(answer, parsers, { ...options, parsers: undefined });
    if (!result) throw new Error('PGlite answered a statement with no result');
    return result;
  };

  const query = client.query.bind(client);
  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const name = nameOf(text, params, options);
    if (!name || !params) return query(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await runNamed(name, text, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  }) as PGlite['query'];

  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
        const name = nameOf(text, params, options);
        if (!name || !params || tx.closed) return txQuery(text, params, options);
        return client._runExclusiveQuery(() => runNamed(name, text, params, options));
      }) as typeof tx.query;
      return callback(tx);
    });
}
