/**
 * The language of a payer page (docs/i18n.md#choosing-a-language): the payer's explicit choice from
 * the page's language switch (`?lang=`), kept in a cookie for the pages that follow, else their
 * browser's `Accept-Language`, else English.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE, LOCALE_PARAM, type Locale } from '@malipo/contracts/i18n/locales';
import { negotiateLocale } from '@malipo/contracts/i18n/negotiate-locale';

/** How long a payer's choice of language is kept: a year, in seconds (`Max-Age`). */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The locale `request` asks for, as {@link payerLocale} reads it, without answering anything: for
 * the public API requests a payer page's form sends on the payer's behalf (the language of the
 * emails they receive).
 */
export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale({
    requested: new URL(request.url, 'http://payer.invalid').searchParams.get(LOCALE_PARAM) ?? undefined,
    stored: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * The locale of the payer page `request` asks for. A supported `?lang=` is stored in the
 * `LOCALE_COOKIE` cookie (a year, `SameSite=Lax`, `Secure` over HTTPS); an unsupported one is
 * ignored, as a page is better shown in another language than refused. The answer varies by
 * `Accept-Language` and `Cookie`, which `reply` says (`Vary`), so no cache mixes languages.
 */
export function payerLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  const requested = new URL(request.url, 'http://payer.invalid').searchParams
    .get(LOCALE_PARAM)
    ?.trim()
    .toLowerCase();
  if (isLocale(requested)) {
    reply.setCookie(LOCALE_COOKIE, requested, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
    });
  }
  reply.header('vary', 'Accept-Language, Cookie');
  return requestLocale(request);
}
