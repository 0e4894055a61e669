import { defineConfig, type Plugin } from 'vite';
import { PAYER_PAGE_SLOT } from '@malipo/contracts/payer-pages';
import { APP_ENTRY, PAYER_ENTRY, sharedPlugins } from './vite.config';

/**
 * index.html with the payer pages' entry script instead of the web app's, and `#root` holding only
 * {@link PAYER_PAGE_SLOT}, where the server puts the page it rendered.
 */
const payerEntry = (): Plugin => ({
  name: 'malipo-payer-entry',
  // Before Vite reads the HTML's scripts, so the build starts from the payer entry.
  transformIndexHtml: {
    order: 'pre',
    handler: (html) =>
      html
        .replace(APP_ENTRY, PAYER_ENTRY)
        .replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>/, `<div id="root">${PAYER_PAGE_SLOT}</div>`),
  },
});

/** React's modules, answered by Preact's compatibility layer. */
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * One chunk for what every payer page runs — Preact, Lingui's runtime and the page's language, and
 * the checkout kit's hooks, state and common components — instead of a dozen small ones: on a payer's first visit each request costs its
 * headers and, on 3G, its share of the round trips (docs/testing.md#budgets). The mobile money
 * fields stay apart, loaded only when a payer chooses Mobile.
 */
const PAYER_KIT_CHUNK = {
  name: 'payer-kit',
  test: (id: string) =>
    /node_modules[\\/](preact|@lingui[\\/]core)[\\/]/.test(id) ||
    /src[\\/]lib[\\/]i18n[\\/]page-i18n/.test(id) ||
    (/src[\\/]features[\\/]checkout[\\/]/.test(id) && !id.includes('mobile-money-fields')),
};

/**
 * The payer pages' builds (docs/architecture.md#payer-pages): the same sources with React replaced
 * by Preact's compatibility layer (a few kilobytes instead of React's ~60 KB compressed). The browser
 * build starts from `src/payer-main.tsx` and goes into `dist/payer/` under the URL base `/payer/`;
 * with `--ssr` the server renderer `src/payer-server.tsx` goes into `dist/payer-server/`, which the
 * server loads to answer every payer path with the page already rendered, its stylesheet inline
 * (`plugins/web-app.ts`). Run after the main build, which empties `dist/`.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/payer/',
  plugins: isSsrBuild ? sharedPlugins({ compress: false }) : [...sharedPlugins(), payerEntry()],
  resolve: { tsconfigPaths: true, alias: REACT_ON_PREACT },
  build: isSsrBuild
    ? { outDir: 'dist/payer-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/payer',
        manifest: true,
        rolldownOptions: { output: { codeSplitting: { groups: [PAYER_KIT_CHUNK] } } },
      },
}));
