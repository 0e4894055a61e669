import { defineConfig } from 'vitest/config';

/** SDK tests: the client over real HTTP against the server booted in-process (`test/live-server.ts`). */
export default defineConfig({
  test: {
    name: 'sdk',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
