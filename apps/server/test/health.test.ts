import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { MIGRATIONS_DIR } from '../src/db/client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and configuration', () => {
  it('GET /healthz answers while the process runs', async () => {
    const res = await t.request('GET', '/healthz');
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz reports the database reachable and every migration applied', async () => {
    const res = await t.request('GET', '/readyz');
    expect(res.statusCode).toBe(200);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const n = journal.entries.length;
    expect(n).toBeGreaterThanOrEqual(4);
    expect(res.json()).toMatchObject({ status: 'ready', database: 'ok', migrations: `${n}/${n} applied` });
  });

  it('a bad configuration value is reported by name', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('defaults: port 3000, embedded database, demo seeded', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DATA_DIR).toMatch(/data[/\\]pglite$/);
  });
});
