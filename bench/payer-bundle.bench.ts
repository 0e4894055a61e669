/**
 * Payer bundle budget (docs/testing.md): everything a payer downloads to open each payer page — the
 * entry, the page's chunk and their static imports and CSS, read from the Vite build manifest — in
 * gzip bytes (level 9), against the budget of 100 KB (aim 80 KB). Pages: `/pay/{id}`,
 * `/donate/{id}`, `/subscribe/{id}`, `/subscriptions/{token}`, `/catalogue/{id}`,
 * `/catalogue/{id}/checkout`, `/receipts/{id}` and `/invoice/{id}`. Also reports what
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
const { closure, entryKey, keyEndingWith } = loadBuildManifest('payer');

/**
 * The payer pages and the modules each needs (see `apps/web/src/main.tsx`): its mount module, plus
 * for the storefront's checkout the lazily loaded checkout view.
 */
const PAYER_PAGES = [
  { page: '/pay/{id}', modules: ['src/app/payer-main.tsx'] },
  { page: '/donate/{id}', modules: ['src/app/payer-donate-main.tsx'] },
  { page: '/subscribe/{id}', modules: ['src/app/payer-subscribe-main.tsx'] },
  { page: '/subscriptions/{token}', modules: ['src/app/payer-manage-subscription-main.tsx'] },
  { page: '/catalogue/{id}', modules: ['src/app/payer-storefront-main.tsx'] },
  {
    page: '/catalogue/{id}/checkout',
    modules: ['src/app/payer-storefront-main.tsx', 'storefront/components/catalogue-checkout.tsx'],
  },
  { page: '/receipts/{id}', modules: ['src/app/payer-receipt-main.tsx'] },
  { page: '/invoice/{id}', modules: ['src/app/payer-invoice-main.tsx'] },
] as const;

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

function verdict(totalBytes: number): string {
  if (totalBytes <= AIM_BYTES) return 'PASS (within the 80 KB aim)';
  return totalBytes <= BUDGET_BYTES ? 'PASS' : 'OVER';
}

const summary: string[] = [];
let payFiles = new Set<string>();
for (const { page, modules } of PAYER_PAGES) {
  const files = closure([entryKey(), ...modules.map(keyEndingWith)]);
  if (page === '/pay/{id}') payFiles = files;
  const total = report(`What a payer downloads to open ${page} (JS + CSS):`, files);
  console.log(`budget 100 KB gzip: ${verdict(total)}`);
  summary.push(`${(total / 1024).toFixed(1).padStart(6)} KB  ${verdict(total).padEnd(28)} ${page}`);
}

const mobileFiles = closure([keyEndingWith('mobile-money-fields.tsx')], payFiles);
report('Added on demand when the payer chooses Mobile:', mobileFiles);

console.log('\nPayer pages, gzip JS + CSS (budget 100 KB, aim 80 KB):');
for (const line of summary) console.log(line);
