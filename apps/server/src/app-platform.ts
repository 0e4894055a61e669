/**
 * The Fastify instance and the cross-cutting plugins every route relies on, in the order they must
 * run: request ids, zod validation and serialization, the error handler, idempotency, security
 * headers, compression, cookies, shared rate-limit counters, the CSRF and text-input checks and the
 * Prometheus metrics (docs/architecture.md, docs/security.md). Feature routes are registered on
 * the result by `app.ts`.
 * @module
 */
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import { loggerOptions } from './lib/logger';
import { registerCompression } from './plugins/compression';
import { registerCsrfCheck } from './plugins/csrf';
import { frameworkErrorReply, registerErrorHandler } from './plugins/error-handler';
import { registerIdempotency } from './plugins/idempotency';
import { createMetrics, registerMetrics, type AppMetrics } from './plugins/metrics';
import { createRateLimitStore } from './plugins/rate-limit-store';
import { generateRequestId, registerRequestIdHeader } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerTextInputCheck } from './plugins/text-input';

/** Largest accepted request body, in bytes. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Creates the Fastify instance with its cross-cutting plugins. `jobKinds` is read at each metrics
 * scrape (the job handlers exist only later). Returns the app and its metrics, `null` without
 * `METRICS_TOKEN` (README "Metrics").
 */
export async function createPlatform({
  config,
  db,
  clock,
  logStream,
  jobKinds,
}: {
  config: Config;
  db: Db;
  clock: Clock;
  logStream?: DestinationStream;
  jobKinds: () => string[];
}): Promise<{ app: FastifyInstance; metrics: AppMetrics | null }> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
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

  registerSecurityHeaders(app, {
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
  // Before the routes, so the request timing hook sees them all.
  const metrics = config.METRICS_TOKEN ? createMetrics({ db, clock, log: app.log, jobKinds }) : null;
  registerMetrics(app, { token: config.METRICS_TOKEN, metrics });
  return { app, metrics };
}
