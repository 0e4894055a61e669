/**
 * Checks every payer page gets: axe finds no serious or critical violations (docs/architecture.md#web-app), and the
 * page downloads only its own chunks — the entry and the closure of its mount module (docs/testing.md).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { loadBuildManifest } from '../../bench/build-manifest';
import { settleTransitions } from './browser';

/**
 * Runs axe on `page` once its transitions have settled (a half-faded toast would be measured at
 * the wrong contrast) and expects no serious or critical violations.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/**
 * Opens `path` in `page`, waits for `readyText` and expects every JS and CSS file downloaded to
 * belong to the entry or to the static closure of the modules ending with `modules` (e.g.
 * `src/app/payer-donate-main.tsx`): no dashboard code and no other payer page's code. The page
 * arrives rendered with its data (docs/architecture.md#payer-pages), so once the network is idle it
 * must not have asked the public API for anything.
 */
export async function expectOnlyPageChunks(
  page: Page,
  path: string,
  readyText: string,
  modules: readonly string[],
): Promise<void> {
  const { closure, entryKey, keyEndingWith } = loadBuildManifest('payer');
  const allowed = closure([entryKey(), ...modules.map(keyEndingWith)]);
  const downloaded = new Set<string>();
  const apiRequests: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname)) downloaded.add(pathname.replace(/^\//, ''));
    if (pathname.startsWith('/api/')) apiRequests.push(pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByText(readyText).first().waitFor();
  expect(downloaded.size).toBeGreaterThan(0);
  expect([...downloaded].filter((file) => !allowed.has(file))).toEqual([]);
  expect(apiRequests).toEqual([]);
}
