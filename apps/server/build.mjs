/**
 * Compiles the server for `npm run start:prod`: esbuild bundles `src/server.ts` and the
 * `@malipo/contracts` sources it imports into `dist/server.js` (ES module, Node 20, with a source
 * map), and the embedded database's thread (`src/db/pglite-worker.ts`) into `dist/pglite-worker.js`
 * beside it, where `db/pglite-thread.ts` looks for it, leaving every npm package as a plain import resolved from `node_modules` at run time, and
 * copies the SQL migrations beside it (`dist/migrations`), where `db/client.ts` looks for them
 * relative to the running file. `dist/` is git-ignored.
 * @module
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(serverDir, 'dist');

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    'pglite-worker': path.join(serverDir, 'src/db/pglite-worker.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // npm packages stay imports; the workspace's contracts are TypeScript sources, so they are bundled.
  packages: 'external',
  alias: { '@malipo/contracts': path.join(serverDir, '../../packages/contracts/src') },
  logLevel: 'warning',
});
cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
