/**
 * Starts the real server as a child process for the browser tests and the page-speed benchmark:
 * the built web app (`apps/web/dist`, built by `npm run test:e2e` / `npm run bench`), an in-memory
 * database with the demo merchant seeded, on a free loopback port. Resolves once `/readyz` answers.
 * @module
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** How long the server may take to become ready by default, in ms. */
const READY_TIMEOUT_MS = 60_000;

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

/** A running server: its address and a `stop()` that ends it (SIGTERM) and waits for the exit. */
export interface ServerProcess {
  baseURL: string;
  /** The server process's id, to read its memory from `/proc`. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Spawns `apps/server/src/server.ts` with `env` added to the test defaults (NODE_ENV=test,
 * in-memory PGlite, LOG_LEVEL=warn). Throws when the web app is not built, when the server exits
 * early, or when it is not ready within `readyTimeoutMs` (default 60 s; a first start on a large
 * database migrates it first).
 */
export async function startServer(
  env: Record<string, string> = {},
  { readyTimeoutMs = READY_TIMEOUT_MS }: { readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  if (!existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run this from the repository root with npm (it builds first).',
    );
  }
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links the server writes for browsers (a provider's return address, emails) come back here.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PGLITE_DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return { baseURL, pid: server.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become ready in ${readyTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
