import { describe, expect, it } from 'vitest';
import { workerCount } from './cluster';

describe('how many server processes run', () => {
  const databaseUrl = 'postgres://localhost/malipo';

  it('PGlite runs one, whatever WEB_CONCURRENCY says', () => {
    expect(workerCount({ DATABASE_URL: undefined, WEB_CONCURRENCY: 4 }, 8)).toBe(1);
  });

  it('PostgreSQL runs WEB_CONCURRENCY, else one per CPU', () => {
    expect(workerCount({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: 3 }, 8)).toBe(3);
    expect(workerCount({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: undefined }, 8)).toBe(8);
    expect(workerCount({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: undefined }, 0)).toBe(1);
  });
});
