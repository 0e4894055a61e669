/**
 * Payer pages speak the payer's language (docs/i18n.md#choosing-a-language): `?lang=` from the
 * page's language switch, kept in a cookie, else `Accept-Language`, else English — with
 * `<html lang>`, the page's own texts embedded for the browser, and `Vary` so no cache mixes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@malipo/contracts/i18n/locales';
import { randomUUID } from 'node:crypto';
import { createLink } from './payment-helpers';
import { embeddedState, postForm, textOf } from './payer-form-helpers';
import { createPayerPagesApp } from './payer-renderer';
import type { TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let close: () => Promise<void>;
let linkId: string;
beforeAll(async () => {
  ({ t, cookie, close } = await createPayerPagesApp('Boutique Dakar'));
  linkId = await createLink(t, cookie, { productName: 'Thiéboudienne', amountMinor: 1_300, currency: 'RWF' });
});
afterAll(() => close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The `malipo_lang` cookie a response sets, as its `Set-Cookie` header, or `undefined`. */
function localeCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [header];
  return cookies.map(String).find((value) => value.startsWith(`${LOCALE_COOKIE}=`));
}

describe('the language of a payer page', () => {
  it('follows Accept-Language: French HTML, <html lang="fr">, French texts embedded, varying by language and cookie', async () => {
    const res = await page(`/pay/${linkId}`, { 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain('Sécurisé par Malipo');
    expect(res.body).not.toContain('Secured by Malipo');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/i);
    expect(String(res.headers.vary)).toMatch(/Cookie/i);
    expect(localeCookie(res)).toBeUndefined();
    const state = embeddedState(res.body);
    expect(state.locale).toBe('fr');
    expect(JSON.stringify(state.messages['checkout:frame.securedBy'])).toContain('Sécurisé par Malipo');
  });

  it('keeps varying by language and cookie when the page is compressed', async () => {
    const res = await page(`/pay/${linkId}`, { 'accept-encoding': 'gzip', 'accept-language': 'fr' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const vary = String(res.headers.vary).toLowerCase();
    for (const header of ['accept-encoding', 'accept-language', 'cookie']) expect(vary).toContain(header);
  });

  it('embeds only the texts of the page’s own namespaces', async () => {
    const { messages } = embeddedState((await page(`/pay/${linkId}`)).body);
    const namespaces = new Set(Object.keys(messages).map((key) => key.split(':')[0]));
    expect([...namespaces].sort()).toEqual(['checkout', 'paymentStatus']);
  });

  it('is English with no Accept-Language, and the switch links to the same page in French', async () => {
    const res = await page(`/pay/${linkId}?method=card`);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('Secured by Malipo');
    expect(embeddedState(res.body).locale).toBe('en');
    expect(res.body).toMatch(
      new RegExp(`<a href="/pay/${linkId}\\?method=card&amp;lang=fr" hreflang="fr"[^>]*>Français</a>`),
    );
    // Only the other languages: the merchant's name keeps the header's width on a phone.
    expect(res.body).not.toMatch(/>English<\/a>/);
  });

  it('?lang=fr wins over Accept-Language and is kept in a cookie for a year', async () => {
    const res = await page(`/pay/${linkId}?lang=fr`, { 'accept-language': 'en-US' });
    expect(res.body).toContain('<html lang="fr">');
    const setCookie = localeCookie(res) ?? '';
    expect(setCookie).toMatch(new RegExp(`^${LOCALE_COOKIE}=fr;`));
    expect(setCookie).toContain('Max-Age=31536000');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('the cookie chooses the language of the next pages, and ?lang= changes it back', async () => {
    const kept = await page(`/pay/${linkId}`, { cookie: `${LOCALE_COOKIE}=fr`, 'accept-language': 'en-US' });
    expect(kept.body).toContain('<html lang="fr">');
    expect(localeCookie(kept)).toBeUndefined();

    const back = await page(`/pay/${linkId}?lang=en`, { cookie: `${LOCALE_COOKIE}=fr` });
    expect(back.body).toContain('<html lang="en">');
    expect(localeCookie(back)).toMatch(new RegExp(`^${LOCALE_COOKIE}=en;`));
  });

  it('an unsupported ?lang= or cookie is ignored, not refused', async () => {
    const res = await page(`/pay/${linkId}?lang=xx`, {
      cookie: `${LOCALE_COOKIE}=de`,
      'accept-language': 'fr',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr">');
    expect(localeCookie(res)).toBeUndefined();
  });

  it('a page that does not exist is in the payer’s language too', async () => {
    const res = await page('/pay/does-not-exist', { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain('Sécurisé par Malipo');
  });

  it('a form posted without JavaScript is refused in the payer’s language, with what was typed', async () => {
    const french = { cookie: `${LOCALE_COOKIE}=fr`, 'accept-language': 'en-US' };
    const res = await postForm(
      t,
      `/pay/${linkId}`,
      {
        intent: 'pay',
        method: 'mobile',
        name: '',
        email: 'awa@example',
        country: 'RW',
        provider: 'mtn',
        phone: '07',
        idempotencyKey: randomUUID(),
      },
      french,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<html lang="fr">');
    const text = textOf(res.body);
    expect(text).toContain('Saisissez une adresse e-mail valide');
    expect(text).not.toContain('Enter a valid email address');
    expect(res.body).toContain('value="awa@example"');

    // The server's own message: a card step that came back with no valid state.
    const unconfirmed = await t.app.inject({
      method: 'GET',
      url: `/pay/${linkId}/card?state=forged&card_token=tok_x`,
      headers: french,
    });
    expect(textOf(unconfirmed.body)).toContain(
      'Les informations de votre carte n’ont pas pu être confirmées. Veuillez réessayer.',
    );
  });
});
