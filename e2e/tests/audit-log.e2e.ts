/**
 * The audit log in the browser (docs/security.md#audit-log): a merchant creates an API key, opens
 * Audit log from the sidebar, finds the entry, filters to it and exports it as CSV.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { signUpMerchant } from '../support/flows';
import { expectNoSeriousAxeViolations } from '../support/page-checks';

const openPage = useBrowser();

describe('audit log', () => {
  it('shows a new API key’s entry, filters to it and exports it as CSV', async () => {
    const page = await openPage(VIEWPORTS.desktop);
    const email = await signUpMerchant(page, 'Audit Shop');

    await page.goto('/dashboard/developers');
    await page.getByRole('button', { name: 'Create your first key' }).click();
    await page.getByLabel('Key name').fill('Audit backend');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByLabel('Secret key “Audit backend”').textContent()) ?? '';
    await page.getByRole('button', { name: 'Done' }).click();

    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.waitForURL('**/dashboard/audit-log');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'API key created' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Audit backend');
    expect(await row.innerText()).toContain('Audit Shop');

    await page.getByLabel('Action').selectOption({ label: 'API key created' });
    await page.waitForURL(/action=api_key\.created/);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'audit-log-filtered');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('id,created_at,action,actor_email,actor_id,target,ip,details');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`,api_key.created,${email},`);
    expect(csv[1]).toContain('Audit backend');
    expect(csv.join('\n')).not.toContain(secret);
  });
});
