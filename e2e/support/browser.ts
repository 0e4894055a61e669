/**
 * Chromium for the browser tests: Debian's `/usr/bin/chromium` (or `CHROME_PATH`) driven by
 * playwright-core, with the flags this machine needs. Each test gets fresh contexts (no shared
 * cookies or storage), like a different person on a different phone.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { payerRoute } from '@malipo/contracts/payer-paths';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../bench/chromium';

const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Phone and desktop widths screenshots are taken at. */
export const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 850 },
} as const;

/**
 * Registers `beforeAll`/`afterAll` hooks for one browser per test file and returns a function that
 * opens a page in a new context (phone-sized unless told otherwise; JavaScript on unless told
 * otherwise; `locale` sets the browser's language and so its `Accept-Language`, English by default).
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS],
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });
  return async (
    viewport: { width: number; height: number } = VIEWPORTS.phone,
    { javaScriptEnabled = true, locale = 'en-US' }: { javaScriptEnabled?: boolean; locale?: string } = {},
  ): Promise<Page> => {
    if (!browser) throw new Error('browser not started');
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport,
      javaScriptEnabled,
      locale,
    });
    contexts.push(context);
    const page = await context.newPage();
    return javaScriptEnabled ? waitingForPayerPages(page) : page;
  };
}

/**
 * Makes `page.goto` and `page.reload` of a payer page resolve once the page responds to input: it
 * arrives rendered and paints before its code loads (docs/architecture.md#payer-pages), and a
 * person taps after seeing it settle, as these tests then do. A payer page without JavaScript is
 * tested in a context that has it disabled, where nothing is waited for.
 */
function waitingForPayerPages(page: Page): Page {
  const ready = async () => {
    const { pathname } = new URL(page.url());
    if (payerRoute(pathname)) await page.locator('html[data-payer-ready]').waitFor({ state: 'attached' });
  };
  const { goto, reload } = page;
  page.goto = async (...args) => {
    const response = await goto.apply(page, args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload.apply(page, args);
    await ready();
    return response;
  };
  return page;
}

/**
 * Waits for the CSS transitions under way (the dashboard sidebar sliding between its desktop and
 * drawer layouts after a resize, a toast fading in) so a screenshot or an axe run does not catch the
 * page half-way. Endless animations are ignored.
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Saves a full-page screenshot of `page` at its current width as `artifacts/<name>-<width>.png`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await settleTransitions(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${width}.png`), fullPage: true });
}

/** Saves full-page screenshots of `page` at phone and desktop widths as `artifacts/<name>-<width>.png`. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await settleTransitions(page);
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, `${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}
