import { defineConfig, type Plugin } from 'vite';
import { APP_ENTRY, PAYER_ENTRY, sharedPlugins } from './vite.config';

/** index.html with the payer pages' entry script instead of the web app's. */
const payerEntry = (): Plugin => ({
  name: 'malipo-payer-entry',
  // Before Vite reads the HTML's scripts, so the build starts from the payer entry.
  transformIndexHtml: { order: 'pre', handler: (html) => html.replace(APP_ENTRY, PAYER_ENTRY) },
});

/**
 * The payer pages' build (docs/architecture.md#web-app): the same sources from `src/payer-main.tsx`,
 * with React replaced by Preact's compatibility layer (a few kilobytes instead of React's ~60 KB
 * compressed), into `dist/payer/` under the URL base `/payer/`. The server answers every payer path
 * with `dist/payer/index.html` (`plugins/web-app.ts`). Run after the main build, which empties
 * `dist/`.
 */
export default defineConfig({
  base: '/payer/',
  plugins: [...sharedPlugins(), payerEntry()],
  resolve: {
    tsconfigPaths: true,
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  build: {
    outDir: 'dist/payer',
    manifest: true,
  },
});
