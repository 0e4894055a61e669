/**
 * The routes of people and their accounts (docs/security.md): sign-in and sign-up, two-factor
 * sign-in, sessions, the mode, settings, team members and the audit log.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import type { Auditor } from './modules/audit/auditor';
import { authRoutes } from './modules/auth/auth.routes';
import type { AuthService } from './modules/auth/auth.service';
import { sessionsRoutes } from './modules/auth/sessions.routes';
import { createSessionsService } from './modules/auth/sessions.service';
import { memberRoutes } from './modules/members/members.routes';
import { createMemberService } from './modules/members/members.service';
import { modeRoutes } from './modules/modes/modes.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { signLoginChallenge } from './modules/two-factor/login-challenge';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { createTwoFactorService } from './modules/two-factor/two-factor.service';

/**
 * Registers the account routes. `secureCookies` marks session cookies `Secure`; `publicUrl` (no
 * trailing slash) starts invitation links; `liveAvailable` says whether live mode can be switched on.
 */
export async function registerAccountRoutes(
  app: FastifyInstance,
  {
    config,
    db,
    clock,
    auth,
    audit,
    secureCookies,
    publicUrl,
    liveAvailable,
  }: {
    config: Config;
    db: Db;
    clock: Clock;
    auth: AuthService;
    audit: Auditor;
    secureCookies: boolean;
    publicUrl: string;
    liveAvailable: boolean;
  },
): Promise<void> {
  await app.register(authRoutes, {
    auth,
    signChallenge: (userId) => signLoginChallenge(config.SIGNING_SECRET, userId, clock.now()),
    secureCookies,
    loginRateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
    audit,
  });
  await app.register(modeRoutes, { auth, liveAvailable, audit });
  await app.register(settingsRoutes, { auth, settings: createSettingsService({ db, clock }), audit });
  await app.register(memberRoutes, {
    db,
    auth,
    members: createMemberService({ db, clock, publicUrl }),
    secureCookies,
    acceptRateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
  await app.register(twoFactorRoutes, {
    audit,
    auth,
    twoFactor: createTwoFactorService({ db, clock, signingSecret: config.SIGNING_SECRET }),
    signingSecret: config.SIGNING_SECRET,
    secureCookies,
  });
  await app.register(sessionsRoutes, { sessions: createSessionsService({ db, clock }), audit });
  await app.register(auditRoutes, { audit: createAuditService({ db }) });
}
