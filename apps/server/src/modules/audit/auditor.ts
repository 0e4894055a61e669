/**
 * The audit log's recording sites' one dependency (docs/security.md#audit-log): created once in
 * app.ts over the database and clock and handed to the route plugins whose actions it records, so
 * each site is a line — after the action succeeded, with what changed and never a secret.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@malipo/contracts/auth';
import type { Branding } from '@malipo/contracts/branding';
import type { AuditAction } from '@malipo/contracts/audit';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toBranding } from '../../lib/branding';
import type { Clock } from '../../lib/clock';
import { sendStored } from '../../plugins/idempotency';
import { findDefaultAccount, findMerchant, findUserByEmail } from '../auth/auth.repo';
import type { StoredResponse } from '../idempotency/idempotency';
import { findEndpoint } from '../webhooks/webhooks.repo';
import { changedFields, type EntryOfBody, type KnownAuditEntry } from './audit-entries';
import { memberActor, recordAudit, requestActor } from './audit-log';

/** Creates the auditor; every method records after the caller's action has succeeded. */
export function createAuditor({ db, clock }: { db: Db; clock: Clock }) {
  /** Records `entry` for the request's signed-in member, account, mode row and address. */
  const record = (request: FastifyRequest, entry: KnownAuditEntry) =>
    recordAudit(db, clock, requestActor(request), entry);

  /** Records `entry` for `user` from the request's address, on a route without a session (sign-in, sign-out). */
  const recordAs = (user: User, request: FastifyRequest, entry: KnownAuditEntry) =>
    recordAudit(db, clock, memberActor(user, request.ip), entry);

  /**
   * Records `action` with the fields that differ between `before` and `after` as `details`
   * (`{ before: {…}, after: {…} }`); records nothing when none differ.
   */
  const recordChange = async <T extends Record<string, unknown>>(
    request: FastifyRequest,
    change: { action: AuditAction; target?: string; before: T; after: T },
  ) => {
    const details = changedFields(change.before, change.after);
    if (details) await record(request, { action: change.action, target: change.target, details });
  };

  /**
   * Rethrows a sign-in's `error`, first recording `auth.sign_in_failed` when it is
   * `invalid_credentials`: no member, the email tried (lower-cased), in the account of the person
   * with that email if there is one (else none), from the request's address.
   */
  const failedSignIn = async (request: FastifyRequest, email: string, error: unknown): Promise<never> => {
    if (error instanceof AppError && error.code === 'invalid_credentials') {
      const tried = email.trim().toLowerCase();
      const user = await findUserByEmail(db, tried);
      const account = user && (await findDefaultAccount(db, user.id));
      await recordAudit(
        db,
        clock,
        {
          accountId: account?.accountId ?? null,
          merchantId: null,
          userId: null,
          email: tried,
          ip: request.ip,
        },
        { action: 'auth.sign_in_failed' },
      );
    }
    throw error;
  };

  /**
   * Sends an idempotent request's stored response (plugins/idempotency.ts), first recording
   * `toEntry(body)` when it is a new success: a replay (`Idempotent-Replayed`) or an error records
   * nothing.
   */
  const sendStoredAudited = async (
    request: FastifyRequest,
    reply: FastifyReply,
    response: StoredResponse,
    toEntry: EntryOfBody,
  ) => {
    if (!response.replayed && response.statusCode < 300) await record(request, toEntry(response.body));
    return sendStored(reply, response);
  };

  /** The account's branding and time zone, read before a change to them. Throws `not_found`. */
  const profileOf = async (request: FastifyRequest): Promise<{ branding: Branding; timeZone: string }> => {
    const row = request.user && (await findMerchant(db, request.user.accountId));
    if (!row) throw new AppError('not_found', 'Merchant not found');
    return { branding: toBranding(row), timeZone: row.timeZone };
  };

  /** What the audit log follows of a webhook endpoint, read before a change. Throws `not_found`. */
  const webhookEndpointOf = async (request: FastifyRequest, id: string) => {
    const row = request.user && (await findEndpoint(db, request.user.merchantId, id));
    if (!row) throw new AppError('not_found', 'Webhook endpoint not found');
    return {
      url: row.url,
      description: row.description,
      eventTypes: row.eventTypes,
      isEnabled: row.isEnabled,
    };
  };

  return {
    record,
    recordAs,
    recordChange,
    failedSignIn,
    sendStored: sendStoredAudited,
    profileOf,
    webhookEndpointOf,
  };
}

/** The auditor's methods, as the route plugins receive them. */
export type Auditor = ReturnType<typeof createAuditor>;
