/**
 * Reads the web app's Vite build manifest (`apps/web/dist/.vite/manifest.json`) and answers which
 * built files a page needs: the closure of a chunk over its static imports, with their CSS. Used by
 * the payer bundle benchmark and by the browser test that checks what a payer downloads.
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

/** Loads the manifest of the current build. Throws when the app has not been built. */
export function loadBuildManifest() {
  const manifest = JSON.parse(readFileSync(path.join(WEB_DIST_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

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
      if (!chunk || files.has(chunk.file) || exclude.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return files;
  };

  return { keyEndingWith, entryKey, dynamicEntries, closure };
}
