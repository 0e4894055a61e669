/**
 * Page quality: Lighthouse 12 against the built app, served by the real server, in
 * Debian's Chromium (`chromium.ts`: its path and flags). Reports the
 * accessibility, SEO, best-practices and performance scores (0–100, Lighthouse's default mobile
 * emulation) of each page in {@link PAGES}, against the bar of 95 for accessibility and SEO, and
 * lists the audits that cost points there. About 15 s a page. Part of `npm run bench`, not of CI;
 * a measurement: it prints BELOW rather than failing, and skips when Chromium is missing.
 * @module
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium';
import { startServer } from './server-process';

/** Pages measured: the home page and the payer checkout (demo link). */
const PAGES = ['/', '/pay/abc123'] as const;

/** Categories reported, in order. */
const CATEGORIES = ['accessibility', 'seo', 'best-practices', 'performance'] as const;

/** Categories held to {@link BAR_SCORE}. */
const GATED: ReadonlySet<string> = new Set(['accessibility', 'seo']);
const BAR_SCORE = 95;

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The part of Lighthouse's JSON result (LHR) read here. */
interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      details?: { items?: { text?: string; href?: string; node?: { snippet?: string } }[] };
    }
  >;
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** Runs Lighthouse on `url` in a fresh Chromium profile and returns its result. */
async function runLighthouse(url: string, chromePath: string): Promise<LighthouseResult> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'malipo-lighthouse-'));
  try {
    const outputPath = path.join(workDir, 'report.json');
    const flags = [...CHROME_FLAGS, `--user-data-dir=${path.join(workDir, 'profile')}`].join(' ');
    await promisify(execFile)(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${flags}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseResult;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

const percent = (score: number | null | undefined) => (score == null ? null : Math.round(score * 100));

/** Prints a page's scores and, for the gated categories, the weighted audits that failed. */
function report(page: string, lhr: LighthouseResult): string {
  const cells: string[] = [];
  for (const id of CATEGORIES) {
    const score = percent(lhr.categories[id]?.score);
    const below = GATED.has(id) && (score ?? 0) < BAR_SCORE;
    cells.push(`${id} ${score ?? '-'}${below ? ' BELOW' : ''}`);
    if (!GATED.has(id)) continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.log(`  ${page} ${id}: ${audit.title} (${ref.id})`);
        for (const item of audit.details?.items?.slice(0, 3) ?? []) {
          console.log(`      ${item.node?.snippet ?? item.text ?? item.href ?? ''}`.slice(0, 160));
        }
      }
    }
  }
  return `${page.padEnd(14)} ${cells.join('  ')}`;
}

if (!existsSync(CHROME_PATH)) {
  console.log(
    `Lighthouse skipped: no Chromium at ${CHROME_PATH} (apt-get install -y chromium, or set CHROME_PATH).`,
  );
} else {
  const server = await startServer();
  const lines: string[] = [];
  try {
    for (const page of PAGES)
      lines.push(report(page, await runLighthouse(`${server.baseURL}${page}`, CHROME_PATH)));
  } finally {
    await server.stop();
  }
  console.log(`\nLighthouse 12 scores (accessibility and SEO expected ≥ ${BAR_SCORE}):`);
  for (const line of lines) console.log(line);
}
