import { describe, expect, it } from 'vitest';
import { loadBuildManifest } from '../../bench/build-manifest';
import { useBrowser } from '../support/browser';

const openPage = useBrowser();

describe('what a payer downloads', () => {
  it('/pay/{id} loads only the payer chunks (no dashboard, charts, marketing code or React) and no data', async () => {
    const payer = loadBuildManifest('payer');
    const payerFiles = payer.closure([
      payer.entryKey(),
      payer.keyEndingWith('src/app/payer-main.tsx'),
      payer.keyEndingWith('mobile-money-fields.tsx'),
    ]);
    const app = loadBuildManifest('app');
    const appOnly = app.closure(app.dynamicEntries(/src\/app\/(app-main|layouts\/|routes\/)/));
    expect(appOnly.size).toBeGreaterThan(0);

    const page = await openPage();
    const downloaded = new Set<string>();
    const bodies: Promise<string>[] = [];
    const apiRequests: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/')) apiRequests.push(pathname);
      if (!/\.(js|css)$/.test(pathname)) return;
      downloaded.add(pathname.replace(/^\//, ''));
      bodies.push(response.text());
    });
    await page.goto('/pay/abc123', { waitUntil: 'networkidle' });
    // The page arrives rendered with its link (docs/architecture.md#payer-pages): no data request.
    expect(apiRequests).toEqual([]);
    await page.getByRole('button', { name: 'Mobile' }).click();
    await page.getByLabel('Mobile Money Phone Number').waitFor();

    expect([...downloaded].filter((file) => appOnly.has(file))).toEqual([]);
    expect([...downloaded].filter((file) => !payerFiles.has(file))).toEqual([]);
    // Independent of the manifest: text only the dashboard, the data layer or the charts contain.
    const code = (await Promise.all(bodies)).join('\n');
    for (const marker of [
      'Available Balance',
      'Create Payment Link',
      'Income Overview',
      'No QueryClient set',
      // React itself: the payer build runs on Preact's compatibility layer.
      'react.dev/errors',
      '__CLIENT_INTERNALS',
    ]) {
      expect(code, marker).not.toContain(marker);
    }
  });
});
