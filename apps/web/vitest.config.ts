import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Component tests of the web app (Testing Library on jsdom); `@/` imports resolve as in the build. */
export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
