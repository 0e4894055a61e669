import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { payerRoute } from '@malipo/contracts/payer-paths';

/** The web app's entry script in index.html, and the payer pages' entry that replaces it. */
export const APP_ENTRY = '/src/main.tsx';
export const PAYER_ENTRY = '/src/payer-main.tsx';

/**
 * Plugins of every build: React, Tailwind, and — unless `compress` is false (the server renderer,
 * which no client downloads) — compression: every text asset gets `.br` and `.gz` siblings at build
 * time, which the server sends as they are to clients that accept them.
 */
export const sharedPlugins = ({ compress = true } = {}) => [
  react(),
  tailwindcss(),
  ...(compress ? [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })] : []),
];

/** In development, payer paths get index.html with the payer entry, as the server does in production. */
const payerEntryInDevelopment = (): Plugin => ({
  name: 'malipo-payer-entry-in-development',
  apply: 'serve',
  transformIndexHtml: {
    order: 'pre',
    handler: (html, context) =>
      payerRoute(new URL(context.originalUrl ?? context.path, 'http://dev').pathname)
        ? html.replace(APP_ENTRY, PAYER_ENTRY)
        : html,
  },
});

/**
 * Vite config of the web app (docs/architecture.md#web-app): the public site and the dashboard,
 * built into `dist/`. The payer pages are a second build (`vite.payer.config.ts`, into
 * `dist/payer/`). In development `/api` is proxied to the Fastify server on port 3000; in
 * production the server serves `dist/` itself. Every route area is a lazy chunk. Imports starting
 * with `@/` point into `src/`, as tsconfig.json's `paths` says.
 */
export default defineConfig({
  plugins: [...sharedPlugins(), payerEntryInDevelopment()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    manifest: true,
  },
});
