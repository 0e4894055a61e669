/**
 * A browser without JavaScript on the payer pages' forms (docs/architecture.md#payer-pages item 5),
 * for the server tests: forms posted form-encoded, addresses followed, and the sandbox's hosted
 * card step typed in.
 */
import { expect } from 'vitest';
import { PAYER_STATE_ELEMENT_ID, type PayerPageState } from '@malipo/contracts/payer-pages';
import type { TestApp } from './test-app';

/** Posts `fields` form-encoded to `url`, as a browser without JavaScript does (with `headers`). */
export function postForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Asks for `url`, as following a link or a redirect does. */
export function getPage(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url });
}

/**
 * Goes through the hosted card step a card form's 303 (`location`) leads to: types `number` (any
 * future expiry, CVC 123) and follows the step's return to the page; resolves with the page's answer.
 */
export async function throughCardStep(t: TestApp, location: string | undefined, number: string) {
  const step = new URL(location ?? '', 'http://x');
  expect(step.pathname).toBe('/sandbox/hosted/card');
  const typed = await postForm(t, '/sandbox/hosted/card', {
    returnTo: step.searchParams.get('returnTo') ?? '',
    state: step.searchParams.get('state') ?? '',
    number,
    expiry: '12/30',
    cvc: '123',
    holderName: 'Ada Payer',
  });
  expect(typed.statusCode).toBe(303);
  return getPage(t, typed.headers.location ?? '');
}

/**
 * The value of `param` in the address a form's 303 (`location`) leads to, checking it leads back to
 * `pagePath` — e.g. the payment id of `/pay/{id}?payment=…`. Throws when the address lacks it.
 */
export function redirectedParam(location: string | undefined, pagePath: string, param = 'payment'): string {
  const url = new URL(location ?? '', 'http://x');
  expect(url.pathname).toBe(pagePath);
  const value = url.searchParams.get(param);
  if (!value) throw new Error(`no ${param} in ${location}`);
  return value;
}

/** The text a person reads in `html` (tags dropped, entities of quotes and ampersands decoded). */
export const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

/** The state a payer page embeds for the browser (`#payer-state`). */
export function embeddedState(html: string): PayerPageState {
  const match = new RegExp(
    `<script type="application/json" id="${PAYER_STATE_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no embedded payer state');
  return JSON.parse(match[1]) as PayerPageState;
}
