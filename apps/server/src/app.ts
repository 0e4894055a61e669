/**
 * Builds the Fastify app (docs/conventions.md#codebases-we-imitate): plugins, modules and the job runner, on a
 * database that is already open and migrated. Tests build it and call `app.inject`; `server.ts`
 * only listens.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { createPlatform } from './app-platform';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerAccountRoutes } from './app-account-routes';
import { createAppJobHandlers as createJobHandlers, createAppJobRunner } from './app-jobs';
import type { JobHandler, JobRunner } from './jobs/job-runner';
import { systemClock, type Clock } from './lib/clock';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createAuditor } from './modules/audit/auditor';
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
import { createInvoiceSending } from './modules/invoices/invoice-sending';
import { invoicePayerRoutes } from './modules/invoice-payer/invoice-payer.routes';
import { createInvoicePayerService } from './modules/invoice-payer/invoice-payer.service';
import { createHistoryService } from './modules/history/history.service';
import { createLinkPaymentService } from './modules/payment-links/link-payments';
import { paymentLinkRoutes } from './modules/payment-links/payment-links.routes';
import { adminRoutes } from './modules/public-site/admin.routes';
import { publicSiteRoutes } from './modules/public-site/public-site.routes';
import { createPublicSiteService } from './modules/public-site/public-site.service';
import { createStatusChecker } from './modules/public-site/system-status';
import { createPaymentLinkService } from './modules/payment-links/payment-links.service';
import { paymentRoutes } from './modules/payments/payments.routes';
import { createPaymentService } from './modules/payments/payments.service';
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
import { createProviderEventService } from './modules/provider-callbacks/provider-events.service';
import { createLiveProviders } from './modules/provider-setup/live-providers';
import { createProviderRegistry } from './modules/providers/provider-registry';
import { lookupSource, type ReconciliationSource } from './modules/reconciliation/reconciliation-source';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes';
import { createReconciliationService } from './modules/reconciliation/reconciliation.service';
import { createPayoutService } from './modules/payouts/payouts.service';
import { refundRoutes } from './modules/refunds/refunds.routes';
import { createRefundService } from './modules/refunds/refunds.service';
import { createTransferService } from './modules/wallet/transfers.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createEmailSender, type MailTransport } from './modules/notifications/email-sender';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { createSubscriptionLinkService } from './modules/subscription-links/subscription-links.service';
import { createBillingService } from './modules/subscriptions/billing.service';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { createCardIssuer } from './modules/virtual-cards/card-issuer';
import { virtualCardRoutes } from './modules/virtual-cards/virtual-cards.routes';
import { createVirtualCardService } from './modules/virtual-cards/virtual-cards.service';
import { createSecondFactorCheck } from './modules/two-factor/second-factor-check';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { createApiKeyService } from './modules/api-keys/api-keys.service';
import { v1Routes } from './modules/v1/v1.routes';
import { resolveWithDns, type ResolveHost } from './modules/webhooks/url-guard';
import { createWebhookDeliverer } from './modules/webhooks/webhook-delivery';
import { createWebhookTransport } from './modules/webhooks/webhook-transport';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { createWebhookService } from './modules/webhooks/webhooks.service';
import { registerRouteAccess } from './plugins/route-access';
import type { RenderPayerPage } from '@malipo/contracts/payer-pages';
import { registerWebApp } from './plugins/web-app';

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
  /** Sends outbox emails instead of `SMTP_URL` (tests read what was sent, attachments included). */
  mailTransport?: MailTransport;
}

/** The built app with the services tests and the server drive directly. */
export interface BuiltApp {
  app: FastifyInstance;
  jobs: JobRunner;
  /** The job handlers by kind, so tests can run a second worker on the same database. */
  jobHandlers: Record<string, JobHandler>;
  auth: AuthService;
}

/** Builds the app. Does not listen and does not start the job worker. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  // Job kinds are read at scrape time, once the handlers exist.
  const { app, metrics } = await createPlatform({
    config,
    db,
    clock,
    logStream: deps.logStream,
    jobKinds: () => Object.keys(jobHandlers),
  });

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
  const invoiceSending = createInvoiceSending({ db, clock, publicUrl });
  const sendEmail = createEmailSender({
    db,
    clock,
    smtpUrl: config.SMTP_URL,
    from: config.EMAIL_FROM,
    transport: deps.mailTransport,
    attachmentsOf: invoiceSending.attachmentsOf,
  });
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
  const jobHandlers = createJobHandlers({
    config,
    db,
    clock,
    log: app.log,
    payments,
    payouts,
    refunds,
    billing,
    sendEmail,
    deliverWebhook,
    providerEvents,
    reconciliation,
    invoiceSending,
  });
  const jobs = createAppJobRunner({ db, clock, log: app.log, handlers: jobHandlers });

  // Every /api route's permission (plugins/route-permissions.ts), before any route is registered.
  // Two-factor rules ride on the same hook (docs/security.md#two-factor-sign-in).
  registerRouteAccess(app, { auth, checkSecondFactor: createSecondFactorCheck({ clock }) });
  await app.register(healthRoutes, { db });
  for (const liveProvider of live) await liveProvider.registerCallbacks(app, providerEvents);
  await registerAccountRoutes(app, {
    config,
    db,
    clock,
    auth,
    audit,
    secureCookies,
    publicUrl,
    liveAvailable: live.length > 0,
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
  await app.register(invoiceRoutes, { invoices, sending: invoiceSending });
  await app.register(invoicePayerRoutes, {
    payer: createInvoicePayerService({ db, clock, payments, routing }),
  });
  await app.register(refundRoutes, { refunds, audit });
  await app.register(sandboxRoutes, { db, clock, issuer });
  await app.register(hostedCardRoutes, { db, clock, issuer });
  await app.register(sandboxBankTransferRoutes, { db, payments });
  await app.register(virtualCardRoutes, {
    cards: createVirtualCardService({ db, clock, secret: config.CARD_ISSUER_SECRET, provider, payments }),
    audit,
  });
  await app.register(webhookRoutes, { webhooks: createWebhookService({ db, clock, urlGuard }), audit });
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
