/**
 * The one zod schema of the environment (docs/conventions.md#layout): nothing else reads `process.env`.
 * A bad value stops start-up with a message naming the variable.
 * @module
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { checkProviderConfig, providerConfigShape } from './config-providers';

/**
 * Days the sandbox keeps a settled test charge by default (`RETENTION_SANDBOX_CHARGES_DAYS`,
 * docs/architecture.md#retention); the volume seeder writes what a server with it leaves.
 */
export const SANDBOX_CHARGES_DAYS = 90;

/** The repository root, so default paths work whatever the working directory. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** The development and test signing secret; refused in production. */
const DEV_SIGNING_SECRET = 'malipo-development-signing-secret-not-for-production';

/** The development and test issuer secret; refused in production. */
const DEV_CARD_ISSUER_SECRET = 'malipo-development-card-issuer-secret-not-for-production';

/** Environment schema. Durations in milliseconds. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    /** PGlite data directory; `memory://` keeps everything in memory. */
    PGLITE_DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data/pglite')),
    SEED_DEMO: booleanFromEnv.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Directory of the built web app served for every non-API path. */
    WEB_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
    /** Cookies get `Secure` when true; defaults to true in production. */
    COOKIE_SECURE: booleanFromEnv.optional(),
    SESSION_TTL_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 3600 * 1000),
    /** How long the sandbox takes to confirm a mobile money request-to-pay. */
    SANDBOX_MOBILE_MONEY_DELAY_MS: z.coerce.number().int().min(0).default(6000),
    /**
     * Secret the virtual card numbers and security codes are derived from (they are never stored).
     * Changing it invalidates every issued card. Must be set in production.
     */
    CARD_ISSUER_SECRET: z.string().min(32, 'Use at least 32 characters').default(DEV_CARD_ISSUER_SECRET),
    /** The public address of the site, for links in emails (self-service, receipts). */
    PUBLIC_URL: z
      .url({ error: 'must be a URL like https://pay.example.com' })
      .default('http://localhost:3000'),
    /** SMTP server for emails (`smtp://user:pass@host:587`); without it emails stay in the outbox. */
    SMTP_URL: z.string().optional(),
    /** Sender of emails. */
    EMAIL_FROM: z.string().default('Malipo <no-reply@malipo.dev>'),
    /** Secret that signs self-service subscription links. Must be set in production. */
    SIGNING_SECRET: z.string().min(32, 'Use at least 32 characters').default(DEV_SIGNING_SECRET),
    /** How long the sandbox takes to settle (or fail) a payout, in ms. */
    SANDBOX_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).default(5000),
    /** After this long without the provider's answer, a mobile money payment fails as timed out. */
    MOBILE_MONEY_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
    /** How often the job worker looks for due jobs; 0 disables the worker (tests drive it by hand). */
    JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(500),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /** Requests a minute each API key (or access token) may make to `/v1` before 429. */
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /**
     * Lets webhook endpoints use loopback, private and link-local addresses (the SSRF guard is off).
     * For tests and local development with a receiver on this machine; never in production.
     */
    WEBHOOK_ALLOW_PRIVATE_URLS: booleanFromEnv.default(false),
    /** Contact messages, and newsletter sign-ups, one IP may send per minute. */
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    /**
     * Redis for the rate-limit counters (`redis://host:6379`); without it they are kept in
     * PostgreSQL when `DATABASE_URL` is set, else in memory (plugins/rate-limit-store.ts).
     */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
    /**
     * Server processes on PostgreSQL (node:cluster, one port); default the number of CPUs, half of
     * them when PostgreSQL runs on this machine. PGlite always runs one (cluster.ts `workerCount`).
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /**
     * Connections each server process holds to PostgreSQL at most: a few per database core, since
     * more backends than cores contend for its locks and caches (docs/architecture.md#scale).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
    /**
     * Bearer token of the read-only admin API (`/api/admin/*`: stored contact messages and
     * newsletter subscribers); without it those routes answer 404.
     */
    ADMIN_API_TOKEN: z.string().min(24, 'Use at least 24 characters').optional(),
    /**
     * Bearer token of `GET /metrics` (Prometheus text, plugins/metrics.ts); without it `/metrics`
     * answers 404.
     */
    METRICS_TOKEN: z.string().min(24, 'Use at least 24 characters').optional(),
    /** Days `done` jobs are kept, from when they last ran (docs/architecture.md#retention). */
    RETENTION_JOBS_DAYS: z.coerce.number().int().min(1).default(7),
    /** Days `failed` jobs are kept for inspection, from when they gave up. */
    RETENTION_FAILED_JOBS_DAYS: z.coerce.number().int().min(1).default(30),
    /** Days webhook events and their settled deliveries (the delivery log) are kept. */
    RETENTION_EVENTS_DAYS: z.coerce.number().int().min(1).default(30),
    /** Days a sandbox card token that no payment or subscription uses is kept. */
    RETENTION_SANDBOX_DAYS: z.coerce.number().int().min(1).default(7),
    /**
     * Days the sandbox keeps a settled test charge (and a test refund's record), from when it was
     * made; an older test payment can no longer be refunded.
     */
    RETENTION_SANDBOX_CHARGES_DAYS: z.coerce.number().int().min(1).default(SANDBOX_CHARGES_DAYS),
    /** Days outbox emails (the Emails section) are kept once no longer queued. */
    RETENTION_EMAILS_DAYS: z.coerce.number().int().min(1).default(90),
    /** The most rows one retention statement deletes, so a backlog never holds many locks for long. */
    RETENTION_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(5000),
    ...providerConfigShape,
  })
  .superRefine(checkProviderConfig)
  .refine((c) => c.NODE_ENV !== 'production' || c.CARD_ISSUER_SECRET !== DEV_CARD_ISSUER_SECRET, {
    path: ['CARD_ISSUER_SECRET'],
    message: 'set a secret of your own in production',
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.SIGNING_SECRET !== DEV_SIGNING_SECRET, {
    path: ['SIGNING_SECRET'],
    message: 'set a secret of your own in production',
  });

/** Validated configuration. */
export type Config = z.infer<typeof configSchema>;

/**
 * Parses `env` into a {@link Config}. Throws an `Error` whose message lists each bad variable
 * and why, so `server.ts` can print it and exit.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
