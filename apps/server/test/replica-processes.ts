/**
 * Helpers for the replicas test: a throwaway PostgreSQL database, real server processes
 * (`src/server.ts` through tsx, as `npm start` runs it) on free loopback ports, and a small HTTP
 * client that talks to one of them the way the web app does (CSRF header, session cookie).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CSRF_HEADER } from '../src/plugins/csrf';

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');

/** How long a replica may take to migrate, seed and answer `/readyz`, in ms. */
const READY_TIMEOUT_MS = 60_000;

/** Creates an empty database on the PostgreSQL server at `serverUrl`; `drop()` removes it. */
export async function createThrowawayDatabase(serverUrl: string) {
  const name = `malipo_replicas_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Pids of the server processes whose parent is `pid` (Linux `/proc`): a cluster primary's workers.
 * Other children (tsx's esbuild service) are left out.
 */
export function serverChildPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (comm) state ppid …`; comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const isServer = readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server.ts');
      if (ppid === pid && isServer) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** A running replica: its address, its pid, its output so far, and `stop()` (SIGTERM, then the exit code). */
export interface Replica {
  name: string;
  baseUrl: string;
  pid: number;
  output(): string;
  stop(): Promise<number | null>;
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  for (const deadline = Date.now() + READY_TIMEOUT_MS; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`replica exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`replica not ready in ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Spawns `src/server.ts` through tsx on `port` with `env` over the test defaults (NODE_ENV=test,
 * loopback, `PUBLIC_URL` its own address); `exited` resolves with its exit code, `stop()` sends
 * SIGTERM and waits for it.
 */
export function spawnServer(port: number, env: Record<string, string>) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { child, baseUrl, exited, stop, output: () => output };
}

/** Starts `src/server.ts` with `env` on a free port; resolves once `/readyz` answers 200. */
export async function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  const server = spawnServer(await freePort(), env);
  try {
    await waitUntilReady(server.baseUrl, server.child, server.output);
  } catch (err) {
    await server.stop();
    throw err;
  }
  const { baseUrl, output, stop } = server;
  return { name, baseUrl, pid: server.child.pid ?? 0, output, stop };
}

/**
 * Sends `method url` to `replica` as the web app does: JSON body, the CSRF header, `cookie` when
 * given, a fresh `Idempotency-Key` on every POST unless `headers` has one. Each request opens its
 * own connection, as requests from many clients would, so a cluster hands them to its workers in
 * turn (a kept-alive connection would stay with one worker).
 */
export function call(
  replica: Replica,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers = {
    [CSRF_HEADER.name]: CSRF_HEADER.value,
    ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...opts.headers,
  };
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = request(`${replica.baseUrl}${url}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  }).then(
    // JSON.parse's own type: tests read the fields they expect and assert on them.
    (res) => ({ ...res, body: res.text ? JSON.parse(res.text) : null }),
  );
}

/**
 * Starts every `[name, env]` at once (they migrate and seed together); if any fails, stops the
 * others and throws its error.
 */
export async function startReplicas(specs: [string, Record<string, string>][]): Promise<Replica[]> {
  const started = await Promise.allSettled(specs.map(([name, env]) => startReplica(name, env)));
  const replicas = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (!failed) return replicas;
  await Promise.all(replicas.map((r) => r.stop()));
  throw failed.reason;
}

/** An answer of {@link call}: status, headers and the parsed JSON body (null when empty). */
export type Answer = Awaited<ReturnType<typeof call>>;

/** The `name=value` pairs of an answer's `Set-Cookie` headers, as a `Cookie` header. */
export function cookieOf(answer: Answer): string {
  return (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

/** Polls `check` every 200 ms until it returns true; throws with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}
