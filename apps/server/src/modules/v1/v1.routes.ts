/**
 * The public REST API `/v1` (docs/api.md): its OpenAPI document at `/v1/openapi.json`, the
 * login, and the routes that authenticate with `Authorization: Bearer` (a secret key or an access
 * token) and are rate limited per credential (429 with `Retry-After`).
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { currentApiCaller, requireApiCaller } from '../../plugins/auth-api-key';
import { registerOpenApi } from '../../plugins/openapi';
import type { ApiKeyService } from '../api-keys/api-keys.service';
import type { AuthService } from '../auth/auth.service';
import type { InvoiceService } from '../invoices/invoices.service';
import type { PaymentLinkService } from '../payment-links/payment-links.service';
import type { PaymentService } from '../payments/payments.service';
import type { RefundService } from '../refunds/refunds.service';
import type { Auditor } from '../audit/auditor';
import { v1AccountRoutes } from './accounts.routes';
import { v1AuthRoutes } from './auth.routes';
import { v1InvoiceRoutes } from './invoices.routes';
import { v1PaymentLinkRoutes } from './payment-links.routes';
import { v1RefundRoutes } from './refunds.routes';
import { createTransactionService } from './transactions.service';
import { v1TransactionRoutes } from './transactions.routes';

/** What the `/v1` routes need. Rate limits are per minute. */
export interface V1Deps {
  db: Db;
  clock: Clock;
  auth: AuthService;
  apiKeys: ApiKeyService;
  links: PaymentLinkService;
  payments: PaymentService;
  refunds: RefundService;
  /** Invoices (docs/invoices.md). */
  invoices: InvoiceService;
  /** Records money-relevant API actions in the audit log. */
  audit: Auditor;
  signingSecret: string;
  publicUrl: string;
  rateLimitPerMinute: number;
  loginRateLimitPerMinute: number;
  /** Whether the platform has live provider credentials (docs/providers.md#configuration). */
  liveAvailable: boolean;
}

/**
 * Registers `/v1`: `GET /v1/openapi.json` and `POST /v1/auth/login` with no credential, then every
 * other route in one context whose preHandlers check the bearer credential (401 `unauthenticated`,
 * docs/api.md#authentication) and allow `rateLimitPerMinute` requests a minute per credential (429
 * `rate_limited` with `Retry-After`, docs/api.md#rate-limits).
 */
export const v1Routes: FastifyPluginAsyncZod<V1Deps> = async (app, deps) => {
  const { db, clock } = deps;
  await registerOpenApi(app, deps.publicUrl);

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(v1AuthRoutes, {
    auth: deps.auth,
    clock,
    signingSecret: deps.signingSecret,
    loginRateLimitPerMinute: deps.loginRateLimitPerMinute,
    liveAvailable: deps.liveAvailable,
  });

  await app.register(async (authenticated) => {
    authenticated.addHook(
      'preHandler',
      requireApiCaller({ apiKeys: deps.apiKeys, auth: deps.auth, signingSecret: deps.signingSecret, clock }),
    );
    authenticated.addHook(
      'preHandler',
      authenticated.rateLimit({
        max: deps.rateLimitPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `v1:${currentApiCaller(request).credentialId}`,
      }),
    );
    await authenticated.register(v1PaymentLinkRoutes, { db, clock, links: deps.links });
    await authenticated.register(v1TransactionRoutes, {
      transactions: createTransactionService({ db, clock, payments: deps.payments }),
    });
    await authenticated.register(v1RefundRoutes, { db, clock, refunds: deps.refunds, audit: deps.audit });
    await authenticated.register(v1AccountRoutes, { db });
    await authenticated.register(v1InvoiceRoutes, { db, clock, invoices: deps.invoices });
  });
};
