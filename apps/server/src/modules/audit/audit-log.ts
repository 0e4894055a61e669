/**
 * Recording the audit log (docs/security.md#audit-log): one append-only `audit_events` row per
 * security- or money-relevant action, with who (member or, for a failed sign-in, the email tried),
 * when, from which address and what changed. Never pass secrets (passwords, codes, API key
 * secrets, card numbers) in `details`.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@malipo/contracts/audit';
import type { User } from '@malipo/contracts/auth';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';

/** What one entry says. `action` is one of `AUDIT_ACTION_LABELS`' keys, e.g. `member.role_changed`. */
export interface AuditEntry {
  action: AuditAction;
  /** What was acted on: a record id (`key_…`, `po_…`) or a member's email. */
  target?: string | null;
  /** What changed, e.g. `{ before: 'viewer', after: 'finance' }` or `{ amountMinor: 5000, currency: 'KES' }`. */
  details?: Record<string, unknown>;
}

/** Who acted and where: the signed-in member of the request, or only an email for a failed sign-in. */
export interface AuditActor {
  accountId: string | null;
  merchantId: string | null;
  userId: string | null;
  email: string | null;
  ip: string | null;
}

/** `user` acting from `ip`, in the account and mode row of their session. */
export function memberActor(user: User | undefined, ip: string | undefined): AuditActor {
  return {
    accountId: user?.accountId ?? null,
    merchantId: user?.merchantId ?? null,
    userId: user?.id ?? null,
    email: user?.email ?? null,
    ip: ip ?? null,
  };
}

/** The actor of a request to a signed-in route (its member, account, mode row and address). */
export function requestActor(request: FastifyRequest): AuditActor {
  return memberActor(request.user, request.ip);
}

/** Appends one entry, dated by `clock`; pass the transaction of the change when there is one. */
export async function recordAudit(db: Db, clock: Clock, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    id: newId('aud'),
    accountId: actor.accountId,
    merchantId: actor.merchantId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    target: entry.target ?? null,
    ip: actor.ip,
    details: entry.details ?? {},
    createdAt: clock.now(),
  });
}
