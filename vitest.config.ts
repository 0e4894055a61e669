import { defineConfig } from 'vitest/config';

/**
 * `npm test`: unit and server integration tests of every workspace except the browser tests, and
 * the repository's own checks under `test/` (its docs stand on their own).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/sdk',
      'apps/server',
      'apps/web',
      { test: { name: 'repository', include: ['test/**/*.test.ts'] } },
    ],
  },
});
