/**
 * The public site as a visitor meets it (docs/product.md#routes, docs/product.md#site-pages): every route of docs/product.md#routes and
 * every extra navigation target renders its own page (its own heading and title, never the
 * not-found page), fits a 360 px phone without sideways scrolling, passes axe and is
 * screenshotted at 360 and 1280 px; every header and footer link of the home page leads somewhere;
 * the searches filter, the FAQ opens one answer at a time, and the contact form and the footer's
 * newsletter box store what they send (read back through the admin API). One browser page is
 * reused throughout to keep the file fast.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { storedContactMessages, storedNewsletterSubscribers } from '../support/admin-api';
import { screenshotBothWidths, useBrowser, VIEWPORTS } from '../support/browser';
import { expectNoSeriousAxeViolations } from '../support/page-checks';

/** Pages in the public site's layout: the table of docs/product.md#routes and the navigation's extra targets. */
const SITE_PAGES = [
  '/',
  '/products',
  '/products/payment-links',
  '/products/catalogue',
  '/products/send',
  '/products/direct-pay',
  '/products/api',
  '/products/wallet',
  '/solutions',
  '/solutions/education',
  '/solutions/healthcare',
  '/solutions/agriculture',
  '/solutions/ngos',
  '/solutions/enterprises',
  '/solutions/startups',
  '/solutions/retail',
  '/solutions/travel',
  '/solutions/events',
  '/resources',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/help',
  '/docs',
  '/status',
  '/security',
  '/about',
  '/careers',
  '/press',
  '/blog',
  '/contact',
  '/pricing',
] as const;

/** The other signed-out routes of docs/product.md#routes, with a text that shows each is ready (demo data). */
const OTHER_PAGES = [
  { path: '/login', readyText: 'Sign In' },
  { path: '/signup', readyText: 'Create your account' },
  { path: '/pay/abc123', readyText: 'Premium Consultation' },
  { path: '/donate/demo-donate', readyText: 'Support Our Cause' },
  { path: '/subscribe/demo-subscribe', readyText: 'Subscribe to Our Service' },
  { path: '/catalogue/demo-catalogue', readyText: 'Product Catalogue' },
] as const;

const SITE_PATHS: ReadonlySet<string> = new Set(SITE_PAGES);

const NOT_FOUND_TEXT = 'Oops! Page not found';
const NOT_FOUND_TITLE = 'Page not found · Malipo';

const openPage = useBrowser();
let page: Page;
/** Heading and title of each site page, filled by the per-page tests. */
const seen = new Map<string, { heading: string; title: string }>();

beforeAll(async () => {
  page = await openPage(VIEWPORTS.phone);
});

/** Artefact name of a path: `site-home`, `site-products-wallet`. */
const screenshotName = (path: string) => `site-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}`;

/** Expects the current page not to be the not-found page. */
async function expectNotNotFound(target: Page, path: string): Promise<void> {
  expect(await target.getByText(NOT_FOUND_TEXT).count(), `${path} shows the not-found page`).toBe(0);
  expect(await target.title(), `${path} has the not-found title`).not.toBe(NOT_FOUND_TITLE);
}

/** Opens a site page and returns its first heading (level 1) and document title once rendered. */
async function openSitePage(target: Page, path: string) {
  await target.goto(path);
  const heading = target.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  await expectNotNotFound(target, path);
  return { heading: (await heading.innerText()).trim(), title: await target.title() };
}

/** Expects nothing on the page to reach past the viewport's width (no sideways scroll). */
async function expectNoHorizontalScroll(target: Page, path: string): Promise<void> {
  const overflow = await target.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 3).join('.')}`);
    return { scroll: document.documentElement.scrollWidth - width, wide };
  });
  expect(
    overflow.scroll,
    `${path} scrolls sideways at 360 px: ${overflow.wide.join(', ')}`,
  ).toBeLessThanOrEqual(0);
}

describe('every public page', () => {
  it.each(SITE_PAGES)(
    '%s renders its own page, fits 360 px and has no serious axe violations',
    async (path) => {
      const { heading, title } = await openSitePage(page, path);
      expect(heading).not.toBe('');
      expect(title).toMatch(/Malipo/);
      seen.set(path, { heading, title });
      await expectNoHorizontalScroll(page, path);
      await expectNoSeriousAxeViolations(page);
      await screenshotBothWidths(page, screenshotName(path));
    },
  );

  it('no two site pages share a heading or a title', () => {
    const headings = [...seen.values()].map((s) => s.heading);
    const titles = [...seen.values()].map((s) => s.title);
    expect(seen.size).toBe(SITE_PAGES.length);
    expect(headings.filter((h, i) => headings.indexOf(h) !== i)).toEqual([]);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it.each(OTHER_PAGES)(
    '$path renders, fits 360 px and has no serious axe violations',
    async ({ path, readyText }) => {
      await page.goto(path);
      await page.getByText(readyText).first().waitFor();
      await expectNotNotFound(page, path);
      await expectNoHorizontalScroll(page, path);
      await expectNoSeriousAxeViolations(page);
    },
  );

  it.each(['/api', '/developers'])('%s redirects to the documentation', async (path) => {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/docs');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNotNotFound(page, path);
  });

  it('an unknown path shows the not-found page with a way home', async () => {
    await page.goto('/no-such-page');
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    expect(await page.title()).toBe(NOT_FOUND_TITLE);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('navigation', () => {
  it('every header and footer link of the home page leads to a page, never to the not-found page', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await page.locator('footer nav a').first().waitFor();
    const hrefs = await page
      .locator('header a[href], footer a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await page.setViewportSize(VIEWPORTS.phone);
    const internal = new Set(
      hrefs
        .filter((href) => href.startsWith('/') && !href.startsWith('//'))
        .map((href) => href.split(/[?#]/)[0]),
    );
    expect(internal.size).toBeGreaterThanOrEqual(25);
    for (const href of internal) {
      if (!href || seen.has(href)) continue;
      await openSitePage(page, href);
    }
    const external = hrefs.filter((href) => /^https?:/.test(href));
    expect(external.filter((href) => !href.startsWith('https://'))).toEqual([]);
  });
});

describe('header menus', () => {
  it('the phone menu opens, links only to known pages and closes when one is followed', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const banner = page.getByRole('banner');
    const hrefs = await banner
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/pricing', '/docs', '/products/wallet', '/solutions/events']),
    );
    expect(
      hrefs.filter((href) => !SITE_PATHS.has(href.split(/[?#]/)[0] ?? '') && !/^\/(login|signup)/.test(href)),
    ).toEqual([]);
    await banner.getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('a desktop dropdown opens and leads to its page', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    try {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Products' }).click();
      await nav.getByRole('link', { name: /Direct Pay/ }).click();
      await page.waitForURL((url) => url.pathname === '/products/direct-pay');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNotNotFound(page, '/products/direct-pay');
    } finally {
      await page.setViewportSize(VIEWPORTS.phone);
    }
  });
});

describe('interactive parts', () => {
  it('the careers, blog and help searches filter as you type', async () => {
    await page.goto('/careers');
    await page.getByLabel('Search jobs').fill('compliance');
    await page.getByText('1 open position', { exact: true }).waitFor();
    expect(await page.getByText('Compliance Analyst').count()).toBeGreaterThan(0);
    expect(await page.getByText('Frontend Engineer').count()).toBe(0);
    await page.getByLabel('Search jobs').fill('zzzz');
    await page.getByText('No positions match your search', { exact: false }).waitFor();

    await page.goto('/blog');
    await page.getByLabel('Search articles').fill('idempotency');
    await page.getByText('Idempotency keys: why a retry never charges twice').first().waitFor();
    expect(await page.getByText('Malipo is now live in Ghana').count()).toBe(0);

    await page.goto('/help');
    await page.getByLabel('Search help articles').fill('refund');
    await page.getByText('Issuing a refund').first().waitFor();
    expect(await page.getByText('Changing your password').count()).toBe(0);
    await page.getByLabel('Search help articles').fill('zzzz');
    await page.getByText('No articles match', { exact: false }).waitFor();
  });

  it('the home FAQ opens one answer at a time and closes it again', async () => {
    await page.goto('/');
    const questions = page.locator('h3 > button[aria-expanded]');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(10);
    const [first, second] = [questions.nth(0), questions.nth(1)];
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
  });

  it('the contact form checks its fields, then stores the message', async () => {
    const email = `e2e-contact-${Date.now()}@example.com`;
    await page.goto('/contact');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Send Message' }) });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('First name is required').waitFor();

    await form.getByLabel('First Name').fill('Amina');
    await form.getByLabel('Last Name').fill('Uwase');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company (Optional)').fill('Kigali Crafts');
    await form.getByLabel('Subject').fill('Payouts to MTN');
    await form.getByLabel('Message').fill('Can I withdraw to an MTN wallet in Rwanda?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent').first().waitFor();

    const stored = (await storedContactMessages(inject('baseURL'))).find((m) => m.email === email);
    expect(stored).toMatchObject({
      name: 'Amina Uwase',
      company: 'Kigali Crafts',
      subject: 'Payouts to MTN',
      message: 'Can I withdraw to an MTN wallet in Rwanda?',
    });
  });

  it('the footer newsletter box stores the sign-up', async () => {
    const email = `e2e-news-${Date.now()}@example.com`;
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByLabel('Stay updated').fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('subscribed', { exact: false }).waitFor();

    const stored = (await storedNewsletterSubscribers(inject('baseURL'))).find((s) => s.email === email);
    expect(stored).toMatchObject({ email, source: 'footer' });
  });

  it('the status page shows what the server measured', async () => {
    await page.goto('/status');
    const service = (name: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await service('Database').getByText('SELECT 1 answered in', { exact: false }).waitFor();
    await service('Job worker').getByText('Last poll', { exact: false }).waitFor();
    expect(await service('API').getByText('Event-loop delay', { exact: false }).count()).toBe(1);
  });
});
