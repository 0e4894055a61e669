import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Vite config of the web app (docs/architecture.md#web-app). In development `/api` is proxied to the Fastify server
 * on port 3000; in production the server serves `dist/` itself. Every route area is a lazy chunk, so
 * a payer opening `/pay/:id` downloads only the entry and the checkout chunk. Imports starting with `@/`
 * point into `src/`, as tsconfig.json's `paths` says. Every text asset gets `.br` and `.gz` siblings
 * at build time, which the server sends to clients that accept them.
 */
export default defineConfig({
  // Text assets are compressed once here (brotli and gzip siblings), served as they are.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    manifest: true,
  },
});
