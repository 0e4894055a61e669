/**
 * Page quality: Lighthouse 12 against the built app, served by the real server, in
 * Debian's Chromium (`chromium.ts`: its path and flags). Reports the
 * accessibility, SEO, best-practices and performance scores (0–100, Lighthouse's default mobile
 * emulation) of each page in {@link PAGES}, against the bar of 95 for accessibility and SEO, and
 * lists the audits that cost points there; and the Largest Contentful Paint of `/pay/abc123` on the
 * default mobile profile and on a simulated 3G phone, against their budgets (docs/testing.md#budgets).
 * About 15 s a run. Part of `npm run bench`, not of CI;
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
      numericValue?: number;
      details?: { items?: { text?: string; href?: string; node?: { snippet?: string } }[] };
    }
  >;
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/**
 * The payer's 3G phone (docs/testing.md#budgets): Lighthouse's simulated throttling at 400 Kbps,
 * 400 ms round trips and a 6× slower CPU.
 */
const SLOW_3G_FLAGS = [
  '--throttling-method=simulate',
  '--throttling.rttMs=400',
  '--throttling.throughputKbps=400',
  '--throttling.cpuSlowdownMultiplier=6',
];

/** Largest Contentful Paint budgets of `/pay/{id}`, in ms, per network profile. */
const PAY_LCP_BUDGETS_MS = { mobile: 1_500, slow3g: 3_000 } as const;

/**
 * Runs Lighthouse on `url` in a fresh Chromium profile with `extraFlags` (e.g. a throttling
 * profile; none means Lighthouse's default mobile profile) and returns its result.
 */
async function runLighthouse(
  url: string,
  chromePath: string,
  extraFlags: string[] = [],
): Promise<LighthouseResult> {
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
        ...extraFlags,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseResult;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The page's Largest Contentful Paint in ms, as Lighthouse measured or simulated it. */
const lcpMs = (lhr: LighthouseResult) =>
  Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);

const lcpLine = (profile: keyof typeof PAY_LCP_BUDGETS_MS, ms: number) =>
  `/pay/abc123 LCP ${profile.padEnd(7)} ${String(ms).padStart(6)} ms / ${PAY_LCP_BUDGETS_MS[profile]} ms ${
    ms <= PAY_LCP_BUDGETS_MS[profile] ? 'PASS' : 'OVER'
  }`;

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
  const lcpLines: string[] = [];
  try {
    for (const page of PAGES) {
      const lhr = await runLighthouse(`${server.baseURL}${page}`, CHROME_PATH);
      lines.push(report(page, lhr));
      if (page === '/pay/abc123') lcpLines.push(lcpLine('mobile', lcpMs(lhr)));
    }
    const slow = await runLighthouse(`${server.baseURL}/pay/abc123`, CHROME_PATH, SLOW_3G_FLAGS);
    lcpLines.push(lcpLine('slow3g', lcpMs(slow)));
  } finally {
    await server.stop();
  }
  console.log(`\nLighthouse 12 scores (accessibility and SEO expected ≥ ${BAR_SCORE}):`);
  for (const line of lines) console.log(line);
  console.log(
    '\nLargest Contentful Paint (mobile: Lighthouse default; slow3g: 400 Kbps, 400 ms RTT, 6× CPU):',
  );
  for (const line of lcpLines) console.log(line);
}
