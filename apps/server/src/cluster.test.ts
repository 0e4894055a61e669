import { describe, expect, it } from 'vitest';
import { workerCount } from './cluster';

describe('how many server processes run', () => {
  const remoteUrl = 'postgres://malipo@db.internal:5432/malipo';

  it('PGlite runs one, whatever WEB_CONCURRENCY says', () => {
    expect(workerCount({ DATABASE_URL: undefined, WEB_CONCURRENCY: 4 }, 8)).toBe(1);
  });

  it('PostgreSQL on another machine runs WEB_CONCURRENCY, else one per CPU', () => {
    expect(workerCount({ DATABASE_URL: remoteUrl, WEB_CONCURRENCY: 3 }, 8)).toBe(3);
    expect(workerCount({ DATABASE_URL: remoteUrl, WEB_CONCURRENCY: undefined }, 8)).toBe(8);
    expect(workerCount({ DATABASE_URL: remoteUrl, WEB_CONCURRENCY: undefined }, 0)).toBe(1);
  });

  it.each([
    'postgres://postgres@localhost/malipo',
    'postgres://postgres@127.0.0.1:5432/malipo',
    'postgres://postgres@[::1]:5432/malipo',
    'postgresql:///malipo',
    'postgres://postgres@localhost/malipo?host=/var/run/postgresql',
  ])('PostgreSQL on this machine (%s) leaves it half the CPUs unless WEB_CONCURRENCY says', (url) => {
    expect(workerCount({ DATABASE_URL: url, WEB_CONCURRENCY: undefined }, 8)).toBe(4);
    expect(workerCount({ DATABASE_URL: url, WEB_CONCURRENCY: undefined }, 2)).toBe(1);
    expect(workerCount({ DATABASE_URL: url, WEB_CONCURRENCY: undefined }, 1)).toBe(1);
    expect(workerCount({ DATABASE_URL: url, WEB_CONCURRENCY: 2 }, 2)).toBe(2);
  });
});
