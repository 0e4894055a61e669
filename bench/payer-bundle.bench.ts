/**
 * Payer bundle budget (DESIGN.md §7): everything a payer downloads to open `/pay/{id}` — the entry,
 * the payer page chunk it imports and their static imports and CSS, read from the Vite build
 * manifest — in gzip bytes (level 9), against the budget of 100 KB (aim 80 KB). Also reports what
 * choosing Mobile adds (loaded on demand). Run with `npm run bench` (builds first). A measurement:
 * it prints OVER rather than failing.
 * @module
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadBuildManifest, WEB_DIST_DIR } from './build-manifest';

const BUDGET_BYTES = 100 * 1024;
const AIM_BYTES = 80 * 1024;
const { closure, entryKey, keyEndingWith } = loadBuildManifest();

function report(title: string, files: Set<string>): number {
  console.log(`\n${title}`);
  let total = 0;
  const rows = [...files].map((file) => {
    const raw = readFileSync(path.join(WEB_DIST_DIR, file));
    const gzip = gzipSync(raw, { level: 9 }).length;
    total += gzip;
    return { file, raw: raw.length, gzip };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  for (const row of rows) {
    console.log(`${String(row.gzip).padStart(8)} B gzip ${String(row.raw).padStart(9)} B raw  ${row.file}`);
  }
  console.log(`${String(total).padStart(8)} B gzip total (${(total / 1024).toFixed(1)} KB)`);
  return total;
}

const payerFiles = closure([entryKey(), keyEndingWith('src/app/payer-main.tsx')]);
const payerTotal = report('What a payer downloads to open /pay/{id} (JS + CSS):', payerFiles);
const verdict =
  payerTotal <= AIM_BYTES ? 'PASS (within the 80 KB aim)' : payerTotal <= BUDGET_BYTES ? 'PASS' : 'OVER';
console.log(`budget 100 KB gzip: ${verdict}`);

const mobileFiles = closure([keyEndingWith('mobile-money-fields.tsx')], payerFiles);
report('Added on demand when the payer chooses Mobile:', mobileFiles);
