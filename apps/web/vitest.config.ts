import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Component tests of the web app (Testing Library on jsdom). */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
