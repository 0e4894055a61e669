/**
 * The audit log's recording sites' one dependency (docs/security.md#audit-log): created once in
 * app.ts over the database and clock and handed to the route plugins whose actions it records, so
 * each site is a line — after the action succeeded, with what changed and never a secret.
 * @module
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@malipo/contracts/auth';
import type { AuditAction } from '@malipo/contracts/audit';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sendStored } from '../../plugins/idempotency';
import type { StoredResponse } from '../idempotency/idempotency';
import { findMerchantAccount } from './audit.repo';
import { changedFields, type EntryOfBody, type KnownAuditEntry } from './audit-entries';
import { memberActor, recordAudit, requestActor, type AuditActor } from './audit-log';

/** Creates the auditor; every method records after the caller's action has succeeded. */
export function createAuditor({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * Who acted: the request's signed-in member, or for a `/v1` request its merchant (no member; the
   * account read from the merchant row), from the request's address.
   */
  const actorOf = async (request: FastifyRequest): Promise<AuditActor> => {
    const caller = request.apiCaller;
    if (request.user || !caller) return requestActor(request);
    const merchant = await findMerchantAccount(db, caller.merchantId);
    return {
      accountId: merchant?.accountId ?? null,
      merchantId: caller.merchantId,
      userId: null,
      email: null,
      ip: request.ip,
    };
  };

  /**
   * Records `entry` for the request's actor ({@link actorOf}); a `/v1` request's credential (its API
   * key id, or the merchant for an access token) is added to the details as `apiCredential`.
   */
  const record = async (request: FastifyRequest, entry: KnownAuditEntry) => {
    const viaApi =
      !request.user && request.apiCaller ? { apiCredential: request.apiCaller.credentialId } : null;
    await recordAudit(
      db,
      clock,
      await actorOf(request),
      viaApi ? { ...entry, details: { ...entry.details, ...viaApi } } : entry,
    );
  };

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
   * `invalid_credentials`: no member, the email tried (lower-cased), in the account `accountOf`
   * finds for that email if any (else none), from the request's address, with `details` (the
   * second step's `{ step: 'two_factor' }`).
   */
  const failedSignIn = async (
    request: FastifyRequest,
    email: string,
    error: unknown,
    accountOf: (email: string) => Promise<string | null>,
    details?: Record<string, unknown>,
  ): Promise<never> => {
    if (error instanceof AppError && error.code === 'invalid_credentials') {
      const tried = email.trim().toLowerCase();
      await recordAudit(
        db,
        clock,
        { accountId: await accountOf(tried), merchantId: null, userId: null, email: tried, ip: request.ip },
        { action: 'auth.sign_in_failed', details },
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

  return {
    record,
    recordAs,
    recordChange,
    failedSignIn,
    sendStored: sendStoredAudited,
  };
}

/** The auditor's methods, as the route plugins receive them. */
export type Auditor = ReturnType<typeof createAuditor>;
