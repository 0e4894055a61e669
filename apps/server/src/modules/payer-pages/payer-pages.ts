/**
 * Answers a payer page with the page already rendered (docs/architecture.md#payer-pages): its data
 * read from the public API, the payer pages' server renderer (the web build's
 * `dist/payer-server/payer-server.js`) turning it into HTML, and the payer shell around it.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PayerRoute } from '@malipo/contracts/payer-paths';
import { compileMessages } from '@malipo/contracts/i18n/compile-messages';
import {
  PAYER_PAGE_NAMESPACES,
  type PayerFormState,
  type PayerPageState,
  type RenderPayerPage,
} from '@malipo/contracts/payer-pages';
import { readPayerPageData, readPublicPayment } from './page-data';
import { chunkStylesheets, payerDocument, type BuildManifest } from './payer-document';
import { refusalIn } from './form-messages';
import { payerLocale } from './payer-locale';
import { readSubscribeAnswer } from './subscribe-form';

/** Where the payer build keeps its shell, its manifest and the server renderer, inside the web build. */
const PAYER_SHELL = 'payer/index.html';
const PAYER_MANIFEST = 'payer/.vite/manifest.json';
const PAYER_RENDERER = 'payer-server/payer-server.js';

/** The server renderer of the web build in `distDir`, or `null` when it was not built. */
export async function loadPayerRenderer(distDir: string): Promise<RenderPayerPage | null> {
  const file = path.join(distDir, PAYER_RENDERER);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPayerPage: RenderPayerPage };
  return module.renderPayerPage;
}

/**
 * Adds `hash` to the `script-src` of the Content-Security-Policy helmet set on this response, so
 * the page's own loader runs and no other inline script does.
 */
function allowInlineScript(reply: FastifyReply, hash: string): void {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.raw.setHeader(
    'content-security-policy',
    policy.replace(/script-src ([^;]*)/, `script-src $1 ${hash}`),
  );
}

/** Status of a page by its data: 404 for a link or receipt that does not exist, 500 when reading failed. */
function statusOf(state: PayerPageState): number {
  switch (state.page.kind) {
    case 'ready':
      return 200;
    case 'not_found':
      return 404;
    case 'error':
      return 500;
  }
}

/** Where the payer pages are rendered from: the web build and its server renderer. */
export interface PayerPageRenderer {
  distDir: string;
  render: RenderPayerPage;
}

/** What to render: the page at `url` (`route` recognized from its path), with a refused form post. */
export interface PayerPageRequest {
  route: PayerRoute;
  url: string;
  form?: PayerFormState;
  /** The status to answer with instead of the data's (e.g. 400 for a refused form). */
  status?: number;
}

/**
 * Sends the payer page of `request` rendered by `renderer` into the shell of its web build (files
 * read per request, so a rebuild needs no restart), `no-cache`, with the status of its data, in the
 * payer's language (`payerLocale`) with that language's texts embedded for the browser. The
 * payment `?payment={id}` names is read for the page too — on the subscribe page, the subscription
 * `?subscription={manageToken}` names.
 */
export async function sendPayerPage(
  app: FastifyInstance,
  reply: FastifyReply,
  { distDir, render }: PayerPageRenderer,
  { route, url, form, status }: PayerPageRequest,
): Promise<FastifyReply> {
  const { pathname, search, searchParams } = new URL(url, 'http://payer.invalid');
  const locale = payerLocale(reply.request, reply);
  const paymentId = searchParams.get('payment');
  const [page, payment] = await Promise.all([
    readPayerPageData(app, route),
    paymentId ? readPublicPayment(app, paymentId) : readSubscribeAnswer(app, route, searchParams),
  ]);
  const state: PayerPageState = {
    route,
    pathname,
    search,
    page,
    ...(payment ? { payment } : {}),
    ...(form ? { form: refusalIn(form, locale) } : {}),
    formKey: randomUUID(),
    locale,
    messages: compileMessages(locale, PAYER_PAGE_NAMESPACES[route.kind]),
  };
  const [shell, manifestText, rendered] = await Promise.all([
    readFile(path.join(distDir, PAYER_SHELL), 'utf8'),
    readFile(path.join(distDir, PAYER_MANIFEST), 'utf8'),
    render(state),
  ]);
  // Written by Vite's build with `manifest: true` (apps/web/vite.payer.config.ts).
  const manifest = JSON.parse(manifestText) as BuildManifest;
  const stylesheets = await Promise.all(
    chunkStylesheets(manifest, rendered.module).map(async (file) => ({
      file,
      text: await readFile(path.join(distDir, 'payer', file), 'utf8'),
    })),
  );
  const document = payerDocument(shell, rendered, stylesheets, state);
  allowInlineScript(reply, document.scriptHash);
  return reply
    .status(status ?? statusOf(state))
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(document.html);
}
