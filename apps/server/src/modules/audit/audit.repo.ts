/**
 * Audit log queries (docs/security.md#audit-log): entries of one account, filtered in SQL and paged
 * by keyset on (created_at, id) over the (account_id, created_at, id) and (actor_user_id,
 * created_at, id) indexes. Date filters are calendar days in the account's time zone.
 * @module
 */
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AuditEventFilters } from '@malipo/contracts/audit';
import type { Db } from '../../db/client';
import { auditEvents, merchants, users } from '../../db/schema';
import { afterPosition, type KeysetPosition } from '../../lib/keyset';

/** Whose entries a caller sees: the whole account, or (a role without `audit`) only their own. */
export interface AuditScope {
  accountId: string;
  /** Set for a member who may see only their own entries. */
  onlyActorId: string | null;
}

/**
 * The WHERE clause of `filters` within `scope`, days running in `timeZone`: `from` and `to` are
 * inclusive `YYYY-MM-DD` days; `actor` a member's user id.
 */
export function auditWhere(scope: AuditScope, timeZone: string, filters: AuditEventFilters): SQL {
  const a = auditEvents;
  const conditions: (SQL | undefined)[] = [eq(a.accountId, scope.accountId)];
  if (scope.onlyActorId) conditions.push(eq(a.actorUserId, scope.onlyActorId));
  if (filters.action) conditions.push(eq(a.action, filters.action));
  if (filters.actor) conditions.push(eq(a.actorUserId, filters.actor));
  if (filters.from) {
    conditions.push(sql`${a.createdAt} >= (${filters.from}::date)::timestamp at time zone ${timeZone}`);
  }
  if (filters.to) {
    conditions.push(sql`${a.createdAt} < (${filters.to}::date + 1)::timestamp at time zone ${timeZone}`);
  }
  return and(...conditions) ?? sql`true`;
}

/** An entry with its actor's current name (null for a failed sign-in or a removed member). */
export type AuditRow = typeof auditEvents.$inferSelect & { actorName: string | null };

/** At most `limit` entries matching `where`, newest first, after `after` (null: from the newest). */
export async function auditPage(
  db: Db,
  where: SQL,
  after: KeysetPosition | null,
  limit: number,
): Promise<AuditRow[]> {
  const a = auditEvents;
  const seek = after ? afterPosition(a.createdAt, a.id, after) : undefined;
  return db
    .select({
      id: a.id,
      accountId: a.accountId,
      merchantId: a.merchantId,
      actorUserId: a.actorUserId,
      actorEmail: a.actorEmail,
      action: a.action,
      target: a.target,
      ip: a.ip,
      details: a.details,
      createdAt: a.createdAt,
      actorName: users.name,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.actorUserId))
    .where(and(where, seek))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit);
}

/** How many entries match `where` (what the CSV export announces before its rows). */
export async function auditCount(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents).where(where);
  return row?.n ?? 0;
}

/** The members who acted in `scope` (id, email, name), by email. */
export async function auditActors(db: Db, scope: AuditScope) {
  const actorIds = db
    .selectDistinct({ id: auditEvents.actorUserId })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.accountId, scope.accountId),
        isNotNull(auditEvents.actorUserId),
        scope.onlyActorId ? eq(auditEvents.actorUserId, scope.onlyActorId) : undefined,
      ),
    );
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, actorIds))
    .orderBy(users.email);
}

/** The account (home row id) and time zone of merchant row `merchantId`, or undefined. */
export async function findMerchantAccount(db: Db, merchantId: string) {
  const [row] = await db
    .select({ accountId: merchants.accountId, timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}
