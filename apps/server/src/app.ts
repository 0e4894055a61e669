/**
 * Builds the Fastify app (docs/conventions.md#codebases-we-imitate): plugins, modules and the job runner, on a
 * database that is already open and migrated. Tests build it and call `app.inject`; `server.ts`
 * only listens.
 * @module
 */
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import { createJobRunner, type JobHandler, type JobRunner } from './jobs/job-runner';
import { systemClock, type Clock } from './lib/clock';
import { loggerOptions } from './lib/logger';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { createAuditor } from './modules/audit/auditor';
import { authRoutes } from './modules/auth/auth.routes';
import { sessionsRoutes } from './modules/auth/sessions.routes';
import { createSessionsService } from './modules/auth/sessions.service';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { catalogueRoutes } from './modules/catalogues/catalogues.routes';
import { createCatalogueService } from './modules/catalogues/catalogues.service';
import { createOrderService } from './modules/catalogues/orders.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { donationLinkRoutes } from './modules/donation-links/donation-links.routes';
import { createDonationLinkService } from './modules/donation-links/donation-links.service';
import { healthRoutes } from './modules/health/health.routes';
import { historyRoutes } from './modules/history/history.routes';
import { customerRoutes } from './modules/customers/customers.routes';
import { createCustomerService } from './modules/customers/customers.service';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { createInvoiceService } from './modules/invoices/invoices.service';
import { createHistoryService } from './modules/history/history.service';
import { createLinkPaymentService } from './modules/payment-links/link-payments';
import { paymentLinkRoutes } from './modules/payment-links/payment-links.routes';
import { adminRoutes } from './modules/public-site/admin.routes';
import { publicSiteRoutes } from './modules/public-site/public-site.routes';
import { createPublicSiteService } from './modules/public-site/public-site.service';
import { createStatusChecker } from './modules/public-site/system-status';
import { createPaymentLinkService } from './modules/payment-links/payment-links.service';
import { paymentRoutes } from './modules/payments/payments.routes';
import { createPaymentService, PAYMENT_RECOVER_JOB } from './modules/payments/payments.service';
import { PAYMENT_SYNC_JOB } from './modules/payments/payment-outcome';
import type { PaymentProvider } from './modules/providers/provider';
import { receiptRoutes } from './modules/receipts/receipts.routes';
import { createReceiptService } from './modules/receipts/receipts.service';
import { sandboxBankTransferRoutes } from './modules/sandbox/sandbox-bank-transfer.routes';
import { createSandboxProvider } from './modules/sandbox/sandbox-provider';
import { hostedCardRoutes } from './modules/sandbox/hosted-card.routes';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { createSandboxPayouts } from './modules/sandbox/sandbox-payouts';
import { fxRoutes } from './modules/fx/fx.routes';
import type { PayoutProvider } from './modules/providers/payout-provider';
import { modeRoutes } from './modules/modes/modes.routes';
import { memberRoutes } from './modules/members/members.routes';
import { createMemberService } from './modules/members/members.service';
import {
  createProviderEventService,
  PROVIDER_EVENT_JOB,
} from './modules/provider-callbacks/provider-events.service';
import { createLiveProviders } from './modules/provider-setup/live-providers';
import { createProviderRegistry } from './modules/providers/provider-registry';
import { lookupSource, type ReconciliationSource } from './modules/reconciliation/reconciliation-source';
import {
  reconciliationJobHandlers,
  withDailyReconciliation,
} from './modules/reconciliation/reconciliation-jobs';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes';
import { createReconciliationService } from './modules/reconciliation/reconciliation.service';
import { createPayoutService, PAYOUT_PROCESS_JOB } from './modules/payouts/payouts.service';
import { refundJobIdempotency } from './modules/refunds/refund-job';
import { refundRoutes } from './modules/refunds/refunds.routes';
import { createRefundService, REFUND_PROCESS_JOB } from './modules/refunds/refunds.service';
import { createTransferService } from './modules/wallet/transfers.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createEmailSender } from './modules/notifications/email-sender';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { EMAIL_SEND_JOB } from './modules/notifications/outbox';
import { createSubscriptionLinkService } from './modules/subscription-links/subscription-links.service';
import {
  createBillingService,
  SUBSCRIPTION_CHARGE_JOB,
  SUBSCRIPTION_EXPIRE_JOB,
} from './modules/subscriptions/billing.service';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { createCardIssuer } from './modules/virtual-cards/card-issuer';
import { virtualCardRoutes } from './modules/virtual-cards/virtual-cards.routes';
import { createVirtualCardService } from './modules/virtual-cards/virtual-cards.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { signLoginChallenge } from './modules/two-factor/login-challenge';
import { createSecondFactorCheck } from './modules/two-factor/second-factor-check';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { createTwoFactorService } from './modules/two-factor/two-factor.service';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { createApiKeyService } from './modules/api-keys/api-keys.service';
import { v1Routes } from './modules/v1/v1.routes';
import { WEBHOOK_DELIVER_JOB } from './modules/webhooks/events';
import { resolveWithDns, type ResolveHost } from './modules/webhooks/url-guard';
import { createWebhookDeliverer } from './modules/webhooks/webhook-delivery';
import { createWebhookTransport } from './modules/webhooks/webhook-transport';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { createWebhookService } from './modules/webhooks/webhooks.service';
import { createSettingsService } from './modules/settings/settings.service';
import { registerCompression } from './plugins/compression';
import { registerRouteAccess } from './plugins/route-access';
import { registerCsrfCheck } from './plugins/csrf';
import { registerTextInputCheck } from './plugins/text-input';
import { frameworkErrorReply, registerErrorHandler } from './plugins/error-handler';
import { registerIdempotency } from './plugins/idempotency';
import { generateRequestId, registerRequestIdHeader } from './plugins/request-id';
import type { RenderPayerPage } from '@malipo/contracts/payer-pages';
import { registerWebApp } from './plugins/web-app';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { retentionJobHandlers, withDailyRetention } from './modules/retention/retention-jobs';
import { createRetentionService } from './modules/retention/retention.service';
import { createRateLimitStore } from './plugins/rate-limit-store';

/** Largest accepted request body, in bytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** What {@link buildApp} needs; `clock`, the providers and `logStream` are injectable for tests. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  provider?: PaymentProvider;
  payoutProvider?: PayoutProvider;
  logStream?: DestinationStream;
  /** Resolves webhook hosts for the SSRF guard; default the system resolver. */
  resolveHost?: ResolveHost;
  /** Renders payer pages; default the web build's own renderer (docs/architecture.md#payer-pages). */
  renderPayerPage?: RenderPayerPage;
}

/** The built app with the services tests and the server drive directly. */
export interface BuiltApp {
  app: FastifyInstance;
  jobs: JobRunner;
  /** The job handlers by kind, so tests can run a second worker on the same database. */
  jobHandlers: Record<string, JobHandler>;
  auth: AuthService;
}

function jobPayloadId(payload: Record<string, unknown>, field = 'paymentId'): string {
  const id = payload[field];
  if (typeof id !== 'string') throw new Error(`job payload has no ${field}`);
  return id;
}

/** Builds the app. Does not listen and does not start the job worker. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, deps.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.NODE_ENV === 'production',
    genReqId: generateRequestId,
    requestIdHeader: false,
    frameworkErrors: frameworkErrorReply,
  });
  registerRequestIdHeader(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerIdempotency(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'https:'], 'upgrade-insecure-requests': null },
    },
  });
  await registerCompression(app);
  await app.register(fastifyCookie);
  // Counters shared by every process on PostgreSQL or Redis (docs/architecture.md#scale).
  const rateLimitStore = createRateLimitStore({
    db,
    log: app.log,
    databaseUrl: config.DATABASE_URL,
    redisUrl: config.REDIS_URL,
  });
  app.addHook('onClose', () => rateLimitStore.close());
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler', ...rateLimitStore.options });
  registerCsrfCheck(app);
  registerTextInputCheck(app);
  // Prometheus metrics, off without METRICS_TOKEN (README "Metrics"); before the routes, so the
  // request timing hook sees them all. Job kinds are read at scrape time, once the handlers exist.
  const metrics = config.METRICS_TOKEN
    ? createMetrics({ db, clock, log: app.log, jobKinds: () => Object.keys(jobHandlers) })
    : null;
  registerMetrics(app, { token: config.METRICS_TOKEN, metrics });

  const secureCookies = config.COOKIE_SECURE ?? config.NODE_ENV === 'production';
  const issuer = createCardIssuer({ db, clock, secret: config.CARD_ISSUER_SECRET });
  const provider =
    deps.provider ??
    createSandboxProvider({ db, clock, mobileMoneyDelayMs: config.SANDBOX_MOBILE_MONEY_DELAY_MS, issuer });
  const payoutProvider =
    deps.payoutProvider ?? createSandboxPayouts({ db, clock, delayMs: config.SANDBOX_PAYOUT_DELAY_MS });
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  const live = createLiveProviders(config, { db, clock, publicUrl });
  const providers = createProviderRegistry({ sandbox: provider, sandboxPayouts: payoutProvider, live });
  const { routing } = providers;
  const auth = createAuthService({ db, clock, sessionTtlMs: config.SESSION_TTL_MS });
  // Records the audit log at each action's route (docs/security.md#audit-log).
  const audit = createAuditor({ db, clock });
  const links = createPaymentLinkService({ db, clock, routing });
  const payments = createPaymentService({
    db,
    clock,
    providers,
    mobileMoneyTimeoutMs: config.MOBILE_MONEY_TIMEOUT_MS,
    publicUrl,
  });
  const payouts = createPayoutService({ db, clock, providers });
  const refunds = createRefundService({ db, clock, providers });
  const billing = createBillingService({
    db,
    clock,
    payments,
    provider,
    signingSecret: config.SIGNING_SECRET,
    publicUrl,
  });
  const sendEmail = createEmailSender({ db, clock, smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM });
  const urlGuard = {
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_URLS,
    resolve: deps.resolveHost ?? resolveWithDns,
    ownOrigin: config.PUBLIC_URL,
  };
  const webhookTransport = createWebhookTransport(urlGuard);
  app.addHook('onClose', () => webhookTransport.close());
  const deliverWebhook = createWebhookDeliverer({
    db,
    clock,
    post: metrics ? metrics.countWebhookFailures(webhookTransport.post) : webhookTransport.post,
  });
  const providerEvents = createProviderEventService({ db, clock, log: app.log, payments, payouts, refunds });
  // One reconciliation source per routed provider (docs/providers.md#reconciliation).
  const reconciliationSources = new Map<string, ReconciliationSource>([
    [provider.name, lookupSource({ collector: provider, payouts: payoutProvider })],
    ...live.map((p): [string, ReconciliationSource] => [p.name, p.reconciliation]),
  ]);
  const reconciliation = createReconciliationService({ db, clock, sources: reconciliationSources });
  const jobHandlers: Record<string, JobHandler> = {
    [PAYMENT_SYNC_JOB]: (payload) => payments.syncPayment(jobPayloadId(payload)),
    [PAYMENT_RECOVER_JOB]: (payload) => payments.recoverPayment(jobPayloadId(payload)),
    [PAYOUT_PROCESS_JOB]: (payload) => payouts.processPayout(jobPayloadId(payload, 'payoutId')),
    [REFUND_PROCESS_JOB]: (payload) =>
      refunds.processRefund(jobPayloadId(payload, 'refundId'), refundJobIdempotency(payload)),
    [SUBSCRIPTION_CHARGE_JOB]: (payload) =>
      billing.chargePeriod(
        jobPayloadId(payload, 'subscriptionId'),
        Number(payload.period),
        Number(payload.attempt),
      ),
    [SUBSCRIPTION_EXPIRE_JOB]: (payload) => billing.expire(jobPayloadId(payload, 'subscriptionId')),
    [EMAIL_SEND_JOB]: (payload) => sendEmail(jobPayloadId(payload, 'emailId')),
    [WEBHOOK_DELIVER_JOB]: (payload) => deliverWebhook(jobPayloadId(payload, 'deliveryId')),
    [PROVIDER_EVENT_JOB]: (payload) => providerEvents.process(jobPayloadId(payload, 'eventId')),
    ...reconciliationJobHandlers({ db, clock, reconciliation }),
    ...retentionJobHandlers({
      db,
      clock,
      log: app.log,
      retention: createRetentionService({
        db,
        clock,
        windows: {
          doneJobsDays: config.RETENTION_JOBS_DAYS,
          failedJobsDays: config.RETENTION_FAILED_JOBS_DAYS,
          eventsDays: config.RETENTION_EVENTS_DAYS,
          sandboxDays: config.RETENTION_SANDBOX_DAYS,
        },
        batchSize: config.RETENTION_BATCH_SIZE,
      }),
    }),
  };
  const runner = createJobRunner({ db, clock, log: app.log, handlers: jobHandlers });
  // Daily jobs (jobs/daily-schedule.ts): the reconciliation at 00:05 UTC, the retention at 03:00.
  const jobs = withDailyRetention(withDailyReconciliation(runner, { db, clock, log: app.log }), {
    db,
    clock,
    log: app.log,
  });

  // Every /api route's permission (plugins/route-permissions.ts), before any route is registered.
  // Two-factor rules ride on the same hook (docs/security.md#two-factor-sign-in).
  registerRouteAccess(app, { auth, checkSecondFactor: createSecondFactorCheck({ clock }) });
  await app.register(healthRoutes, { db });
  for (const liveProvider of live) await liveProvider.registerCallbacks(app, providerEvents);
  await app.register(authRoutes, {
    auth,
    signChallenge: (userId) => signLoginChallenge(config.SIGNING_SECRET, userId, clock.now()),
    secureCookies,
    loginRateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
    audit,
  });
  await app.register(paymentLinkRoutes, {
    links,
    linkPayments: createLinkPaymentService({ payments }),
  });
  await app.register(paymentRoutes, { payments });
  await app.register(walletRoutes, {
    db,
    clock,
    payments,
    payouts,
    transfers: createTransferService({ db, clock }),
    audit,
  });
  await app.register(fxRoutes, { db });
  await app.register(modeRoutes, { auth, liveAvailable: live.length > 0, audit });
  await app.register(subscriptionRoutes, {
    links: createSubscriptionLinkService({ db, clock, routing }),
    billing,
  });
  await app.register(notificationRoutes, { db });
  await app.register(donationLinkRoutes, {
    donations: createDonationLinkService({ db, clock, payments, routing }),
  });
  await app.register(catalogueRoutes, {
    catalogues: createCatalogueService({ db, clock, routing }),
    orders: createOrderService({ payments }),
  });
  await app.register(receiptRoutes, { receipts: createReceiptService({ db }) });
  await app.register(dashboardRoutes, { dashboard: createDashboardService({ db }) });
  await app.register(analyticsRoutes, { analytics: createAnalyticsService({ db, clock }) });
  await app.register(historyRoutes, { history: createHistoryService({ db }) });
  await app.register(customerRoutes, { customers: createCustomerService({ db, clock }) });
  const invoices = createInvoiceService({ db, clock });
  await app.register(invoiceRoutes, { invoices });
  await app.register(refundRoutes, { refunds, audit });
  await app.register(sandboxRoutes, { db, clock, issuer });
  await app.register(hostedCardRoutes, { db, clock, issuer });
  await app.register(sandboxBankTransferRoutes, { db, payments });
  await app.register(virtualCardRoutes, {
    cards: createVirtualCardService({ db, clock, secret: config.CARD_ISSUER_SECRET, provider, payments }),
  });
  await app.register(settingsRoutes, { auth, settings: createSettingsService({ db, clock }), audit });
  await app.register(memberRoutes, {
    db,
    auth,
    members: createMemberService({ db, clock, publicUrl }),
    secureCookies,
    acceptRateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(twoFactorRoutes, {
    db,
    clock,
    auth,
    twoFactor: createTwoFactorService({ db, clock, signingSecret: config.SIGNING_SECRET }),
    signingSecret: config.SIGNING_SECRET,
    secureCookies,
  });
  await app.register(sessionsRoutes, { sessions: createSessionsService({ db, clock }), audit });
  await app.register(webhookRoutes, { webhooks: createWebhookService({ db, clock, urlGuard }), audit });
  await app.register(auditRoutes, { audit: createAuditService({ db }) });
  const site = createPublicSiteService({ db, clock });
  await app.register(publicSiteRoutes, {
    site,
    status: createStatusChecker({ db, jobs, clock }),
    formRateLimitPerMinute: config.PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
  });
  if (config.ADMIN_API_TOKEN) {
    await app.register(adminRoutes, { site, adminToken: config.ADMIN_API_TOKEN });
    await app.register(reconciliationRoutes, { reconciliation, adminToken: config.ADMIN_API_TOKEN });
  }
  const apiKeys = createApiKeyService({ db, clock });
  await app.register(apiKeyRoutes, { apiKeys, audit });
  await app.register(v1Routes, {
    db,
    clock,
    auth,
    apiKeys,
    links,
    payments,
    refunds,
    invoices,
    audit,
    signingSecret: config.SIGNING_SECRET,
    publicUrl,
    rateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    loginRateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
    liveAvailable: live.length > 0,
  });
  await registerWebApp(app, config.WEB_DIST_DIR, {
    render: deps.renderPayerPage,
    signingSecret: config.SIGNING_SECRET,
    clock,
  });

  return { app, jobs, jobHandlers, auth };
}
