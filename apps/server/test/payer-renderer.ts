/**
 * What the payer pages' tests serve (docs/architecture.md#payer-pages): a web build of the payer
 * shell and manifest in a temporary directory, rendered by the web app's own renderer loaded from
 * its sources (aliases in `vitest.config.ts`), so the tests need no `npm run build`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderPayerPage } from '@malipo/contracts/payer-pages';
import { PAYER_PAGE_SLOT } from '@malipo/contracts/payer-pages';
import { createTestApp } from './test-app';

/** The renderer, imported by a path the type checker does not follow (it is the web app's TSX). */
export async function loadRendererFromSource(): Promise<RenderPayerPage> {
  const source = fileURLToPath(new URL('../../web/src/payer-server.tsx', import.meta.url));
  const module = (await import(/* @vite-ignore */ source)) as { renderPayerPage: RenderPayerPage };
  return module.renderPayerPage;
}

/** The payer shell as the payer build writes it: `#root` holding the slot, the entry script in the head. */
export const TEST_PAYER_SHELL = `<!doctype html><html lang="en"><head><title>Malipo</title><script type="module" crossorigin src="/payer/assets/index-test.js"></script><link rel="modulepreload" crossorigin href="/payer/assets/api-test.js"></head><body><div id="root">${PAYER_PAGE_SLOT}</div></body></html>`;

/** The payment link page's stylesheet in the test build. */
export const TEST_PAY_CSS = '.test-pay-page{color:teal}';

/** A manifest giving the payment link page a stylesheet and one imported chunk with its own. */
const TEST_MANIFEST = {
  'index.html': { file: 'assets/index-test.js' },
  'src/app/payer-main.tsx': {
    file: 'assets/payer-main-test.js',
    css: ['assets/payer-main-test.css'],
    imports: ['index.html', '_shared-test.js'],
  },
  '_shared-test.js': { file: 'assets/shared-test.js', css: ['assets/shared-test.css'] },
};

/** Writes a web build with the payer shell and manifest into a new temporary directory. */
export function writeTestWebBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'malipo-payer-dist-'));
  mkdirSync(path.join(dir, 'payer/.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>web app shell</title>');
  writeFileSync(path.join(dir, 'payer/index.html'), TEST_PAYER_SHELL);
  writeFileSync(path.join(dir, 'payer/.vite/manifest.json'), JSON.stringify(TEST_MANIFEST));
  mkdirSync(path.join(dir, 'payer/assets'));
  writeFileSync(path.join(dir, 'payer/assets/payer-main-test.css'), TEST_PAY_CSS);
  writeFileSync(path.join(dir, 'payer/assets/shared-test.css'), '.test-shared{margin:0}');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Boots the app serving rendered payer pages from a new test web build (with `env` added to its
 * configuration), with a merchant named `merchantName` signed up; `close()` shuts both down.
 */
export async function createPayerPagesApp(merchantName: string, env: Record<string, string> = {}) {
  const build = writeTestWebBuild();
  const t = await createTestApp({
    env: { WEB_DIST_DIR: build.dir, ...env },
    renderPayerPage: await loadRendererFromSource(),
  });
  const { cookie } = await t.signUp(merchantName);
  const close = async () => {
    await t.close();
    build.remove();
  };
  return { t, cookie, close };
}
