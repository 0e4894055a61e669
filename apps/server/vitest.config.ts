import { defineConfig } from 'vitest/config';

/** Server tests: unit tests beside the code, integration tests in test/ through `app.inject`. */
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
