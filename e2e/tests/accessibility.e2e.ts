import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const openPage = useBrowser();

describe('accessibility (axe)', () => {
  it.each([
    ['/login', 'Sign In'],
    ['/pay/abc123', 'Premium Consultation'],
    ['/pay/ghi789', 'Payment Link Expired'],
  ])('%s has no serious or critical violations', async (path, readyText) => {
    const page = await openPage();
    await page.goto(path);
    await page.getByText(readyText).first().waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`);
    expect(serious).toEqual([]);
  });
});
