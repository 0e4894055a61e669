/**
 * Reads a Vite build manifest of the web app — the main build's (`apps/web/dist/.vite/manifest.json`)
 * or the payer pages' (`apps/web/dist/payer/.vite/manifest.json`) — and answers which built files a
 * page needs: the closure of a chunk over its static imports, with their CSS, as paths under
 * `dist/` (`assets/…` or `payer/assets/…`, as a browser requests them). Used by the payer bundle
 * benchmark and by the browser tests that check what a payer downloads.
 * @module
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The built web app's directory. */
export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** The two builds: the site and dashboard (`app`) and the payer pages (`payer`), by their folder in `dist/`. */
const BUILD_DIRS = { app: '', payer: 'payer' } as const;

/** Loads the manifest of `build`. Throws when the app has not been built. */
export function loadBuildManifest(build: keyof typeof BUILD_DIRS) {
  const dir = BUILD_DIRS[build];
  const manifest = JSON.parse(
    readFileSync(path.join(WEB_DIST_DIR, dir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const underDist = (file: string) => (dir ? `${dir}/${file}` : file);

  /** The manifest key of the chunk whose source path ends with `suffix`. */
  const keyEndingWith = (suffix: string): string => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`${suffix} is not in the build manifest`);
    return key;
  };

  /** The HTML entry's key. */
  const entryKey = (): string => {
    const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
    if (!key) throw new Error('no entry chunk in the build manifest');
    return key;
  };

  /** Keys of every lazily loaded chunk whose source path matches `pattern`. */
  const dynamicEntries = (pattern: RegExp): string[] =>
    Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry && pattern.test(k));

  /** Files (JS and CSS) reached from `roots` through static imports, leaving out `exclude`. */
  const closure = (roots: string[], exclude: ReadonlySet<string> = new Set()): Set<string> => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(underDist(chunk.file)) || exclude.has(underDist(chunk.file))) return;
      files.add(underDist(chunk.file));
      for (const css of chunk.css ?? []) files.add(underDist(css));
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return files;
  };

  return { keyEndingWith, entryKey, dynamicEntries, closure };
}
