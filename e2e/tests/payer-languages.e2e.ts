/**
 * Every payer page in English and in French (docs/i18n.md): chosen by the browser's language,
 * switched with the page's language switch and kept across pages, with nothing left in English on a
 * French page but the merchant's own words; axe finds no serious issue and nothing scrolls sideways
 * at 360 px, in either language. Screenshots of each page at both widths in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VIEWPORTS, screenshotBothWidths, useBrowser } from '../support/browser';
import { expectNoSeriousAxeViolations } from '../support/page-checks';
import { manageTokenOfSubscription, receiptOfCardPayment } from '../support/public-api';

const openPage = useBrowser();

/** What the demo merchant wrote (titles, descriptions, products) and the test payer's details: shown as they are. */
const MERCHANT_WORDS = [
  'Demo Merchant',
  'Premium Consultation',
  'One-hour business consultation session',
  'Workshop Ticket',
  'Entry to the digital payments workshop',
  'Clean Water for Kigali Schools',
  'Help us install water filters in ten primary schools this year.',
  'Pro Membership',
  'Unlimited workshops, priority support and members-only events.',
  'Electronics Store',
  'Quality gadgets, delivered across Rwanda.',
  'Wireless Headphones',
  'Noise-cancelling, 30-hour battery',
  'Smart Watch',
  'Fitness tracking and mobile money alerts',
  'Solar Power Bank',
  '20,000 mAh, charges from the sun',
  'Awa Diop',
];

/**
 * Common English words a French page must not show outside the merchant's words, as whole words:
 * a letter on either side, accented ones included (`Payé`), makes it another word.
 */
const ENGLISH_WORDS = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(the|your|you|and|with|to|of|for|pay|card|name|order|back|step|secured|amount|donate|subscribe|receipt|cancel|method|phone|enter|required|please|thank|now|details|choose|expired|not found)(?![\p{L}\p{N}_])`,
  'giu',
);

/** The payer pages, each with a text it shows in any language once it is there. */
async function payerPages(page: Page): Promise<{ name: string; path: string; ready: string }[]> {
  const catalogue = (await (await page.request.get('/api/public/catalogues/demo-catalogue')).json()) as {
    catalogue: { items: { id: string }[] };
  };
  const firstItem = catalogue.catalogue.items[0]?.id ?? '';
  return [
    { name: 'pay', path: '/pay/abc123', ready: 'Premium Consultation' },
    { name: 'pay-expired', path: '/pay/ghi789', ready: 'Malipo' },
    { name: 'pay-not-found', path: '/pay/no-such-link', ready: 'Malipo' },
    { name: 'donate', path: '/donate/demo-donate', ready: 'Clean Water for Kigali Schools' },
    { name: 'subscribe', path: '/subscribe/demo-subscribe', ready: 'Pro Membership' },
    { name: 'catalogue', path: '/catalogue/demo-catalogue', ready: 'Wireless Headphones' },
    {
      name: 'catalogue-checkout',
      path: `/catalogue/demo-catalogue/checkout?qty.${firstItem}=2`,
      ready: 'Wireless Headphones',
    },
    { name: 'receipt', path: `/receipts/${await receiptOfCardPayment(page, 'def456')}`, ready: 'Awa Diop' },
    {
      name: 'subscription',
      path: `/subscriptions/${await manageTokenOfSubscription(page, 'demo-subscribe')}`,
      ready: 'Pro Membership',
    },
  ];
}

/** The page's visible text without the merchant's own words. */
async function payerWords(page: Page): Promise<string> {
  let text = await page.locator('body').innerText();
  for (const words of MERCHANT_WORDS) text = text.split(words).join(' ');
  return text;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('payer pages in English and French', () => {
  it.each([
    ['en-US', 'en', 'Secured by Malipo'],
    ['fr-FR', 'fr', 'Sécurisé par Malipo'],
  ])(
    'with the browser in %s every payer page is in %s, accessible, 360 px wide, and screenshotted',
    async (browserLocale, lang, securedBy) => {
      const page = await openPage(VIEWPORTS.phone, { locale: browserLocale });
      for (const { name, path, ready } of await payerPages(page)) {
        await page.goto(path);
        await page.getByText(ready).first().waitFor();
        expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
        await page.getByText(securedBy).waitFor();
        if (lang === 'fr') expect((await payerWords(page)).match(ENGLISH_WORDS) ?? [], path).toEqual([]);
        await expectNoSeriousAxeViolations(page);
        await expectNoSidewaysScroll(page);
        await screenshotBothWidths(page, `lang-${name}-${lang}`);
        await page.setViewportSize(VIEWPORTS.phone);
      }
    },
  );

  it.each([true, false])(
    'the language switch changes the page and the choice is kept on the next page (JavaScript %s)',
    async (javaScriptEnabled) => {
      const page = await openPage(VIEWPORTS.phone, { javaScriptEnabled });
      await page.goto('/pay/abc123');
      await page.getByText('Secured by Malipo').waitFor();

      await page
        .getByRole('navigation', { name: 'Language' })
        .getByRole('link', { name: 'Français' })
        .click();
      await page.getByText('Sécurisé par Malipo').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');

      await page.goto('/donate/demo-donate');
      await page.getByText('Sécurisé par Malipo').waitFor();

      await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
      await page.getByText('Secured by Malipo').waitFor();
      await page.goto('/pay/abc123');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    },
  );
});
