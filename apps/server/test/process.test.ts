/**
 * The server as a process: start-up on a data directory, graceful SIGTERM, refusal of a bad
 * configuration and of a second process on the same PGlite directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');
const tmpDirs: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', JOB_POLL_INTERVAL_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** How long a fresh process may take to migrate and become ready on a busy machine. */
const READY_TIMEOUT_MS = 60_000;

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (const deadline = Date.now() + READY_TIMEOUT_MS; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

afterAll(async () => {
  for (const dir of tmpDirs) await rm(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('starts on a fresh data directory, refuses a second process on it, and exits 0 on SIGTERM', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'malipo-'));
    tmpDirs.push(dir);
    const dataDir = path.join(dir, 'pglite');
    const port = await freePort();
    const first = startServer({ PORT: String(port), PGLITE_DATA_DIR: dataDir });
    await waitForHealth(port, first.child);
    expect(
      await (await fetch(`http://127.0.0.1:${port}/api/public/payment-links/abc123`)).json(),
    ).toMatchObject({
      link: { id: 'abc123', amountMinor: 10_000 },
    });

    const second = startServer({ PORT: String(await freePort()), PGLITE_DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 120_000);

  it('exits 1 with the variable named when the configuration is bad', async () => {
    const bad = startServer({ PORT: 'not-a-port', PGLITE_DATA_DIR: 'memory://' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:[\s\S]*PORT/);
  }, 30_000);
});
