/**
 * The audit log (docs/security.md#audit-log): the actions it records, their labels on the dashboard,
 * the filters, pages and CSV export of `GET /api/audit-events`.
 * @module
 */
import { z } from 'zod';
import { cursorPageFields, cursorPageQueryFields } from './pages';
import { TRANSACTION_CSV_ROWS_HEADER } from './history';

/**
 * Every action the audit log records and its label on the dashboard: the one home of the list
 * (docs/security.md#audit-log). Add an action here before recording it.
 */
export const AUDIT_ACTION_LABELS = {
  'auth.signed_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.signed_out': 'Signed out',
  'auth.password_changed': 'Password changed',
  'session.ended': 'Session signed out',
  'mode.switched': 'Mode switched',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'webhook_endpoint.created': 'Webhook endpoint added',
  'webhook_endpoint.updated': 'Webhook endpoint changed',
  'webhook_endpoint.deleted': 'Webhook endpoint deleted',
  'webhook_endpoint.secret_rotated': 'Webhook secret rotated',
  'settings.branding_changed': 'Branding changed',
  'settings.logo_changed': 'Logo changed',
  'settings.logo_removed': 'Logo removed',
  'settings.time_zone_changed': 'Time zone changed',
  'refund.created': 'Refund',
  'payout.created': 'Payout',
  'transfer.created': 'Transfer',
  'conversion.created': 'Conversion',
  'deposit.created': 'Deposit',
  'payout_account.added': 'Bank account added',
  'payout_account.removed': 'Bank account removed',
  'virtual_card.issued': 'Virtual card issued',
  'virtual_card.status_changed': 'Virtual card frozen or unfrozen',
  'virtual_card.revealed': 'Virtual card details shown',
  'virtual_card.payment_created': 'Virtual card payment',
  'member.invited': 'Member invited',
  'member.invitation_revoked': 'Invitation withdrawn',
  'member.joined': 'Member joined',
  'member.role_changed': 'Role changed',
  'member.removed': 'Member removed',
  'member.left': 'Member left',
  'two_factor.enabled': 'Two-factor sign-in turned on',
  'two_factor.disabled': 'Two-factor sign-in turned off',
  'two_factor.recovery_codes_regenerated': 'Recovery codes replaced',
  'two_factor.requirement_changed': 'Two-factor requirement changed',
} as const;

/** One recorded action, e.g. `api_key.created`. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** The actions, in the order the dashboard lists them. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** The dashboard's label of `action` (`Signed in`), or the action itself when it has none. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** Largest page size. */
export const MAX_AUDIT_PAGE_SIZE = 100;

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-23' });

/**
 * Filters of `GET /api/audit-events` and its CSV export: `action`, `actor` (a member's user id),
 * and `from`/`to`, calendar dates in the merchant's time zone, both inclusive.
 */
export const auditEventFiltersSchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: 'Choose an action' }).optional(),
  actor: z.string().min(1).max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
/** Audit log filters. */
export type AuditEventFilters = z.infer<typeof auditEventFiltersSchema>;

/** Query of `GET /api/audit-events`: filters plus an opaque `cursor` and `limit` (default 50). */
export const auditEventPageQuerySchema = auditEventFiltersSchema.extend({
  ...cursorPageQueryFields(MAX_AUDIT_PAGE_SIZE, 50),
});
/** Audit log page query. */
export type AuditEventPageQuery = z.infer<typeof auditEventPageQuerySchema>;

/**
 * Who acted: a member (`id`, their email and current name), or for a failed sign-in only the email
 * tried (`id` and `name` null).
 */
export const auditActorSchema = z.object({
  id: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
/** An entry's actor. */
export type AuditActor = z.infer<typeof auditActorSchema>;

/** One entry (`aud_…`): what was done to which `target`, by whom, from which address, what changed. */
export const auditEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  actor: auditActorSchema,
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
/** An audit log entry. */
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Body of `GET /api/audit-events`: newest first; `nextCursor` is null on the last page. */
export const auditEventPageSchema = z.object(cursorPageFields(auditEventSchema));
/** A page of the audit log. */
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

/** Body of `GET /api/audit-events/actors`: the members who appear in the log the caller may see. */
export const auditActorListSchema = z.object({
  data: z.array(auditActorSchema.extend({ id: z.string() })),
});
/** The members of the audit log. */
export type AuditActorList = z.infer<typeof auditActorListSchema>;

/** Response header of the CSV export giving how many rows follow the header row (as history's). */
export const AUDIT_CSV_ROWS_HEADER = TRANSACTION_CSV_ROWS_HEADER;

/** Column headers of the CSV export, in order; `details` is the entry's details as JSON. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'created_at',
  'action',
  'actor_email',
  'actor_id',
  'target',
  'ip',
  'details',
] as const;
