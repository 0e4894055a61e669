import { defineConfig } from 'vitest/config';

/** `npm test`: unit and server integration tests of every workspace except the browser tests. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/sdk', 'apps/server', 'apps/web'],
  },
});
