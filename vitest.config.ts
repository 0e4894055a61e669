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
      // madge reads every source file of a workspace: seconds on a two-core machine busy with other suites.
      { test: { name: 'repository', include: ['test/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
