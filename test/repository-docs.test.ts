/**
 * The repository stands on its own (docs/conventions.md#comments-and-tsdoc): no tracked file points
 * at a document outside the repository or at an issue tracker number, and every `docs/…` section a
 * comment cites exists as a heading of that document.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|sql|css|json|html|ya?ml|sh)$|^\.ci\//;

const trackedTextFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) => TEXT_FILE.test(file) && existsSync(path.join(ROOT, file)) && file !== 'package-lock.json',
    );

/** Lines of `files` matching `pattern`, as `file:line: text`. */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

/** The GitHub anchors of every heading of a markdown document. */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => slugger.slug(m[1] ?? '')));
}

// Built from parts so this file does not match itself.
const OUTSIDE_DOCUMENT = new RegExp(
  [
    '\\bsha',
    'red/(spec|DESIGN|CONVENTIONS|STACK)|DESI',
    'GN\\.md|\\bspec §|CONVEN',
    'TIONS "|STA',
    'CK\\.md',
  ].join(''),
  'i',
);
const ISSUE_NUMBER = new RegExp(['\\bissue', ' #\\d+'].join(''), 'i');

describe('the repository documents itself', () => {
  const files = trackedTextFiles();

  it('cites no document outside the repository', () => {
    expect(linesMatching(files, OUTSIDE_DOCUMENT)).toEqual([]);
  });

  it('cites no issue numbers', () => {
    expect(linesMatching(files, ISSUE_NUMBER)).toEqual([]);
  });

  it('cites only docs sections that exist', () => {
    const missing = new Set<string>();
    const anchors = new Map<string, Set<string>>();
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [, doc = '', anchor] of text.matchAll(/\bdocs\/([\w./-]+\.md)(?:#([\w-]+))?/g)) {
        const docPath = path.join(ROOT, 'docs', doc);
        if (!existsSync(docPath)) {
          missing.add(`${file} → docs/${doc}`);
          continue;
        }
        if (!anchor) continue;
        if (!anchors.has(doc)) anchors.set(doc, anchorsOf(readFileSync(docPath, 'utf8')));
        if (!anchors.get(doc)?.has(anchor)) missing.add(`${file} → docs/${doc}#${anchor}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('links every document under docs/ from the docs index', () => {
    const index = readFileSync(path.join(ROOT, 'docs/README.md'), 'utf8');
    const docs = files.filter(
      (file) => file.startsWith('docs/') && file.endsWith('.md') && file !== 'docs/README.md',
    );
    const unlinked = docs.filter((file) => !index.includes(`(${file.slice('docs/'.length)})`));
    expect(unlinked).toEqual([]);
  });
});
