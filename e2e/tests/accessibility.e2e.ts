import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { expectNoSeriousAxeViolations } from '../support/page-checks';

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
    await expectNoSeriousAxeViolations(page);
  });
});
