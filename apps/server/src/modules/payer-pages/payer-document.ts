/**
 * Puts a rendered payer page into the payer build's page shell (docs/architecture.md#payer-pages):
 * its HTML in `#root`, its title and meta description, its stylesheet inline (a payer on 3G sees the
 * page after one round trip, docs/testing.md#budgets), and the page's state as JSON for the browser
 * to hydrate from. The page's script starts only after the first paint, so the payer sees the page
 * before any code is even requested.
 * @module
 */
import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import {
  PAYER_PAGE_SLOT,
  PAYER_STATE_ELEMENT_ID,
  type PageRefresh,
  type PayerPageState,
  type RenderedPayerPage,
} from '@malipo/contracts/payer-pages';

/** One chunk of Vite's build manifest (`.vite/manifest.json`), as far as the page needs it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Vite's build manifest: chunks by source module or chunk name. */
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The stylesheets of `module`'s chunk and of the chunks it imports (paths inside the payer build),
 * in the order the build lists them. An unknown module has none.
 */
export function chunkStylesheets(manifest: BuildManifest, module: string): string[] {
  const css = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) css.add(file);
  };
  visit(module);
  return [...css];
}

/** The `<meta http-equiv="refresh">` of `refresh` (HTML: "Refresh state" pragma). */
function refreshMeta({ afterSeconds, url }: PageRefresh): string {
  const content = url === null ? `${afterSeconds}` : `${afterSeconds};url=${url}`;
  return `<meta http-equiv="refresh" content="${escapeHtml(content)}">`;
}

/** URL base of the payer build (`base` in `apps/web/vite.payer.config.ts`). */
const PAYER_BASE = '/payer/';

/** `state` as JSON safe inside a `<script>` element (no `<` to end it or open a comment). */
function scriptJson(state: PayerPageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The shell's entry script and the preloads Vite put beside it, which the loader replaces. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * The inline script that requests the page's code after the first paint: a frame is requested
 * (it runs just before that paint), then a task queued from it runs after the paint.
 */
function entryLoader(entry: string): string {
  const src = JSON.stringify(entry).replace(/</g, '\\u003c');
  return `requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.type="module";s.src=${src};document.head.appendChild(s)})})`;
}

/** A script's CSP source expression (`'sha256-…'`, CSP Level 3 "hash-source"). */
function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** A payer page document and the hash its inline script must be allowed by (`script-src`). */
export interface PayerDocument {
  html: string;
  scriptHash: string;
}

/**
 * The payer page document: `shell` (the payer build's `index.html`, whose `#root` holds
 * `PAYER_PAGE_SLOT`) with `rendered` in it, its `stylesheets` (paths in the payer build, see
 * {@link chunkStylesheets}, and their text) inline, `state` embedded under `#payer-state`, `<html lang>`
 * set to the state's locale, and the shell's entry script replaced by the loader that requests it
 * after the first paint.
 * @throws Error when the shell has no entry script (not a payer build's shell).
 */
export function payerDocument(
  shell: string,
  rendered: RenderedPayerPage,
  stylesheets: ReadonlyArray<{ file: string; text: string }>,
  state: PayerPageState,
): PayerDocument {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('The payer shell has no entry script');
  const loader = entryLoader(entry);
  const head = [
    rendered.description === null
      ? ''
      : `<meta name="description" content="${escapeHtml(rendered.description)}">`,
    // A stylesheet cannot contain `</style` legitimately; guard against one that does anyway.
    ...stylesheets.map(({ text }) => `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`),
    // Loading the page's chunk asks for its stylesheets unless the document already links them;
    // a disabled link is never fetched (HTML: "link type stylesheet") but satisfies that check.
    ...stylesheets.map(({ file }) => `<link rel="stylesheet" href="${PAYER_BASE}${file}" disabled>`),
    // Without JavaScript a page waiting for an outcome asks for itself again; with it, it polls.
    rendered.refresh === null ? '' : `<noscript>${refreshMeta(rendered.refresh)}</noscript>`,
  ].join('');
  const scripts = `<script type="application/json" id="${PAYER_STATE_ELEMENT_ID}">${scriptJson(state)}</script><script>${loader}</script>`;
  const html = shell
    .replace(/<html lang="[^"]*">/, `<html lang="${state.locale}">`)
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>${head}`)
    .replace(PAYER_PAGE_SLOT, () => rendered.html)
    .replace('</body>', () => `${scripts}</body>`);
  return { html, scriptHash: cspHash(loader) };
}
