import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSource = fileURLToPath(new URL('../web/src', import.meta.url));

/**
 * Server tests: unit tests beside the code, integration tests in test/ through `app.inject`. The
 * payer pages' tests render with the web app's own renderer from source (`test/payer-renderer.ts`),
 * so its imports resolve as the payer build resolves them: `@/` into the web sources, React to
 * Preact's compatibility layer.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${webSource}/` },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
