/**
 * Serves the built web app (files read per request, so a rebuild needs no restart): hashed assets
 * with long caching; for a payer page (`payerRoute`) the page rendered on the server into the payer
 * build's shell (docs/architecture.md#payer-pages), or the bare shell when no renderer was built;
 * and `index.html` for every other non-API GET so client routes (and the SPA's own not-found page)
 * work on reload. Unknown `/api/*`
 * and `/v1/*` paths and missing `/assets/*` and `/payer/*` files answer a JSON 404
 * (docs/product.md#routes).
 * @module
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { payerRoute } from '@malipo/contracts/payer-paths';
import type { RenderPayerPage } from '@malipo/contracts/payer-pages';
import type { Clock } from '../lib/clock';
import { payerFormRoutes } from '../modules/payer-pages/payer-forms.routes';
import { loadPayerRenderer, sendPayerPage } from '../modules/payer-pages/payer-pages';

/**
 * Security headers that only mean something on a document (framing, content policy, window
 * isolation): a hashed script or stylesheet goes without them, which saves about half a kilobyte on
 * each of a payer page's requests (docs/testing.md#budgets). `nosniff`, HSTS, the resource policy
 * and the referrer policy stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The payer build's page shell, inside the web build (`apps/web/vite.payer.config.ts`). */
const PAYER_SHELL = 'payer/index.html';

/**
 * Registers static serving of `distDir` when it holds a build (`index.html`), with precompressed
 * `.br` / `.gz` files, `/assets/*` cached a year as immutable and other files `no-cache`, and the
 * not-found handler: for a GET or HEAD outside `/api/`, `/v1/`, `/assets/` and `/payer/` the
 * rendered payer page (with `render`, by default the build's own renderer; its forms posted without
 * JavaScript go to `payerFormRoutes`, signed with `signingSecret`), the payer shell or
 * `index.html` (`no-cache`), else 404 `{ error: { code: 'not_found', message } }`. Without a build
 * every unknown path answers that 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  {
    render,
    signingSecret,
    clock,
  }: { render?: RenderPayerPage | undefined; signingSecret: string; clock: Clock },
): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const hasPayerBuild = existsSync(path.join(distDir, PAYER_SHELL));
  const renderPayerPage = hasPayerBuild ? (render ?? (await loadPayerRenderer(distDir))) : null;
  if (renderPayerPage) {
    // The payer pages' forms, for payers without JavaScript (docs/architecture.md#payer-pages).
    await app.register(payerFormRoutes, {
      renderer: { distDir, render: renderPayerPage },
      signingSecret,
      clock,
    });
  }
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // The build writes `.br` and `.gz` beside each text asset (docs/architecture.md#web-app).
      preCompressed: true,
      // A directory (`/` above all) has no index here: let the not-found handler send the SPA shell
      // rather than @fastify/static's 403.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Helmet writes its headers on the raw response.
        if (immutable) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // API paths and missing build assets get a real 404, never the HTML shell.
    const isApi = ['/api/', '/v1/', '/assets/', '/payer/'].some((prefix) => request.url.startsWith(prefix));
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      const route = payerRoute(request.url.split('?')[0] ?? '/');
      if (route && renderPayerPage) {
        return sendPayerPage(app, reply, { distDir, render: renderPayerPage }, { route, url: request.url });
      }
      const shell = hasPayerBuild && route ? PAYER_SHELL : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(shell);
    }
    return reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route for ${request.method} ${request.url}` } });
  });
}
