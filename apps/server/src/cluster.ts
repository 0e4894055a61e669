/**
 * Several server processes on one port (docs/architecture.md#scale), with `node:cluster`: the
 * primary process forks `WEB_CONCURRENCY` workers (default: {@link workerCount}), each a full
 * server with its own job worker, and the primary hands incoming connections to them in turn.
 * Nothing a request needs is kept in a process (sessions, idempotency keys, jobs and rate-limit
 * counters are in the database), so any worker may answer any request, and jobs are claimed with
 * `FOR UPDATE SKIP LOCKED`, so no two workers run one job (docs/architecture.md#background-jobs).
 * PGlite is one process by nature (docs/architecture.md#database): it always runs one.
 * @module
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Config } from './config';

/** How long a worker may take to shut down after SIGTERM before it is killed, in ms. */
export const WORKER_SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * Whether PostgreSQL at `databaseUrl` runs on this machine: its host is a loopback address, a Unix
 * socket directory (`?host=/run/postgresql`) or none (the default socket).
 */
function databaseOnThisMachine(databaseUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return false;
  }
  const host = url.searchParams.get('host') ?? url.hostname;
  return host === '' || host.startsWith('/') || ['localhost', '127.0.0.1', '[::1]', '::1'].includes(host);
}

/**
 * How many server processes to run: 1 on PGlite (no `DATABASE_URL`), else `WEB_CONCURRENCY`, else
 * one per CPU (`cpus`, the machine's available parallelism) — half as many when PostgreSQL shares the
 * machine, since a payment takes about as much of its CPU as of the server's
 * (docs/architecture.md#scale).
 */
export function workerCount(
  config: Pick<Config, 'DATABASE_URL' | 'WEB_CONCURRENCY'>,
  cpus: number = availableParallelism(),
): number {
  if (!config.DATABASE_URL) return 1;
  const share = databaseOnThisMachine(config.DATABASE_URL) ? Math.floor(cpus / 2) : cpus;
  return config.WEB_CONCURRENCY ?? Math.max(1, share);
}

/** Whether this process is a worker forked by {@link runClusterPrimary}. */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/** Where the primary reports what happens to its workers (`console` by default). */
export interface ClusterLog {
  info(message: string): void;
  error(message: string): void;
}

/**
 * Runs this process as the cluster's primary: forks `workers` copies of the entry script (which
 * must call the server's own start when {@link isClusterWorker}), replaces a worker that dies after
 * it listened, and on SIGTERM or SIGINT passes SIGTERM to every worker, waits for them (killing any
 * still running after {@link WORKER_SHUTDOWN_TIMEOUT_MS} ms) and exits 0. A worker that dies before
 * it listened (a busy port, a bad database) would die again: the primary then stops the others and
 * exits 1. Returns once the workers are forked; the process ends later through `process.exit`.
 */
export function runClusterPrimary(workers: number, log: ClusterLog = console): void {
  const listened = new WeakSet<Worker>();
  let stopping = false;

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter(
      (w): w is Worker => w !== undefined && !w.isDead(),
    );
    if (running.length === 0) process.exit(exitCode);
    let left = running.length;
    const timer = setTimeout(() => {
      for (const w of running) if (!w.isDead()) w.process.kill('SIGKILL');
    }, WORKER_SHUTDOWN_TIMEOUT_MS);
    for (const w of running) {
      w.once('exit', () => {
        left -= 1;
        if (left > 0) return;
        clearTimeout(timer);
        process.exit(exitCode);
      });
      w.process.kill('SIGTERM');
    }
  };

  cluster.on('listening', (worker) => listened.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!listened.has(worker)) {
      log.error(`worker ${worker.process.pid} exited (${how}) before it listened; stopping`);
      stopAll(1);
      return;
    }
    log.error(`worker ${worker.process.pid} exited (${how}); starting another`);
    cluster.fork();
  });
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));

  for (let i = 0; i < workers; i += 1) cluster.fork();
  log.info(`Malipo primary ${process.pid}: ${workers} server processes`);
}
