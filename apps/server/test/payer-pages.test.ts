/**
 * Payer pages arrive rendered (docs/architecture.md#payer-pages): every payer path answers complete
 * HTML — branding, what is paid for and its amount, the unavailable states, a form — with the data
 * the page was rendered from embedded for the browser, which then never asks for it again.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayment, createLink, pay, tokenizeCard } from './payment-helpers';
import { embeddedState, textOf } from './payer-form-helpers';
import { TEST_PAY_CSS, createPayerPagesApp } from './payer-renderer';
import { cardMethod, createCatalogue, createDonationLink } from './storefront-helpers';
import { createPlan, subscribe } from './subscription-helpers';
import type { TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, cookie, close } = await createPayerPagesApp('Kivu Coffee'));
});
afterAll(() => close());

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('server-rendered payer pages', () => {
  it('/pay/{id} arrives with the branding, product, amount and the payment methods, and embeds the link data', async () => {
    const id = await createLink(t, cookie, {
      productName: 'Beans 1 kg',
      amountMinor: 1_300,
      currency: 'RWF',
    });
    const res = await page(`/pay/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const text = textOf(res.body);
    expect(text).toContain('Kivu Coffee');
    expect(text).toContain('Beans 1 kg');
    expect(text).toMatch(/RWF\s?1,300|1,300\s?RWF/);
    expect(text).toContain('Card');
    expect(text).toContain('Mobile');
    expect(res.body).toContain('<title>Pay Kivu Coffee · Beans 1 kg</title>');
    const state = embeddedState(res.body);
    expect(state.route).toEqual({ kind: 'pay', id });
    expect(state.page).toEqual({
      kind: 'ready',
      data: (await t.request('GET', `/api/public/payment-links/${id}`)).json(),
    });
  });

  it("inlines the page's stylesheets and requests its code only after the first paint, allowed by the CSP", async () => {
    const id = await createLink(t, cookie);
    const res = await page(`/pay/${id}`);
    const { body } = res;
    expect(body).toContain(`<style>.test-shared{margin:0}</style><style>${TEST_PAY_CSS}</style>`);
    // Marked as present, so loading the page's chunk does not download them again; never fetched.
    expect(body).toContain('<link rel="stylesheet" href="/payer/assets/payer-main-test.css" disabled>');
    expect(body).not.toContain('modulepreload');
    expect(body).not.toContain('<script type="module"');
    const loader = /<script>(requestAnimationFrame[^<]*)<\/script>/.exec(body)?.[1] ?? '';
    expect(loader).toContain('"/payer/assets/index-test.js"');
    const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    expect(res.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' ${hash.replace(/[+/=]/g, '\\$&')}`),
    );
  });

  it('an unknown link is a 404 page that says so; a paused link says it is paused', async () => {
    const missing = await page('/pay/no-such-link');
    expect(missing.statusCode).toBe(404);
    expect(textOf(missing.body)).toContain('Payment link not found');
    expect(embeddedState(missing.body).page).toEqual({ kind: 'not_found' });

    const id = await createLink(t, cookie);
    await t.request('PATCH', `/api/payment-links/${id}`, { cookie, body: { status: 'paused' } });
    const paused = await page(`/pay/${id}`);
    expect(paused.statusCode).toBe(200);
    expect(textOf(paused.body)).toMatch(/paused/i);
    expect(textOf(paused.body)).toContain('Kivu Coffee');
  });

  it('data the merchant typed cannot end the embedded script or inject markup', async () => {
    const id = await createLink(t, cookie, { productName: '</script><script>alert(1)</script>' });
    const { body } = await page(`/pay/${id}`);
    expect(body).not.toContain('<script>alert(1)');
    expect(embeddedState(body).page).toMatchObject({
      kind: 'ready',
      data: { link: { productName: '</script><script>alert(1)</script>' } },
    });
  });

  it('/donate, /subscribe, /catalogue and its checkout arrive with what is being paid for', async () => {
    const donation = await createDonationLink(t, cookie, { title: 'Clean Water Fund' });
    expect(textOf((await page(`/donate/${donation.id}`)).body)).toContain('Clean Water Fund');

    const plan = await createPlan(t, cookie, { title: 'Coffee Club', trialDays: 7 });
    const subscribePage = textOf((await page(`/subscribe/${plan}`)).body);
    expect(subscribePage).toContain('Coffee Club');
    expect(subscribePage).toMatch(/7-day free trial|7 days free/i);

    const catalogue = await createCatalogue(t, cookie, { title: 'Corner Shop' });
    const shop = textOf((await page(`/catalogue/${catalogue.id}`)).body);
    expect(shop).toContain('Corner Shop');
    expect(shop).toContain('Tea');
    expect(shop).toContain('Mug');
    const checkout = await page(`/catalogue/${catalogue.id}/checkout`);
    expect(checkout.statusCode).toBe(200);
    expect(embeddedState(checkout.body)).toMatchObject({ pathname: `/catalogue/${catalogue.id}/checkout` });
  });

  it('the receipt and the subscription self-service pages arrive complete', async () => {
    const id = await createLink(t, cookie, { productName: 'Receipt Beans' });
    const paid = (await pay(t, id, cardPayment(await tokenizeCard(t, '4242424242424242')))).json();
    const receipt = await page(`/receipts/${paid.receiptId}`);
    expect(receipt.statusCode).toBe(200);
    expect(textOf(receipt.body)).toContain('Receipt Beans');
    expect(textOf(receipt.body)).toContain('Kivu Coffee');
    expect((await page('/receipts/rcpt_nothing')).statusCode).toBe(404);

    const plan = await createPlan(t, cookie, { title: 'Tea Club' });
    const subscribed = await subscribe(t, plan, await cardMethod(t, '4242424242424242'));
    const manage = await page(`/subscriptions/${subscribed.json().manageToken}`);
    expect(manage.statusCode).toBe(200);
    expect(textOf(manage.body)).toContain('Tea Club');
  });
});
