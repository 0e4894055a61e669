/**
 * Reading the audit log (docs/security.md#audit-log): pages, the CSV export and the members who
 * appear in it, within the caller's account (both modes). A member whose role lacks `audit` sees
 * only their own entries.
 * @module
 */
import type { Readable } from 'node:stream';
import {
  AUDIT_CSV_COLUMNS,
  type AuditActorList,
  type AuditEvent,
  type AuditEventFilters,
  type AuditEventPage,
  type AuditEventPageQuery,
} from '@malipo/contracts/audit';
import type { User } from '@malipo/contracts/auth';
import { roleCan } from '@malipo/contracts/roles';
import type { Db } from '../../db/client';
import { keysetCsvStream } from '../../lib/keyset-csv';
import { decodeCursor, encodeCursor } from '../history/history-cursor';
import {
  auditActors,
  auditCount,
  auditPage,
  auditWhere,
  type AuditRow,
  type AuditScope,
  findMerchantAccount,
} from './audit.repo';

/** Rows the CSV export reads per query. */
const EXPORT_BATCH = 500;

/** Whose entries `viewer` may see: their account's, or only their own without `audit`. */
function scopeOf(viewer: User): AuditScope {
  return { accountId: viewer.accountId, onlyActorId: roleCan(viewer.role, 'audit') ? null : viewer.id };
}

/** An entry as the API answers it. */
function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    action: row.action,
    target: row.target,
    actor: { id: row.actorUserId, email: row.actorEmail, name: row.actorName },
    ip: row.ip,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates the audit log reader. */
export function createAuditService({ db }: { db: Db }) {
  const whereFor = async (viewer: User, filters: AuditEventFilters) => {
    const timeZone = (await findMerchantAccount(db, viewer.accountId))?.timeZone ?? 'UTC';
    return auditWhere(scopeOf(viewer), timeZone, filters);
  };

  /**
   * One page of the entries `viewer` may see matching the filters (dates in the account's time
   * zone), newest first: at most `query.limit` entries and `nextCursor`, null on the last page.
   * Throws `validation_failed` (field `cursor`) for a cursor this server did not issue.
   */
  const page = async ({
    viewer,
    query,
  }: {
    viewer: User;
    query: AuditEventPageQuery;
  }): Promise<AuditEventPage> => {
    const { cursor, limit, ...filters } = query;
    const where = await whereFor(viewer, filters);
    const rows = await auditPage(db, where, cursor ? decodeCursor(cursor) : null, limit + 1);
    const pageRows = rows.slice(0, limit);
    const last = pageRows.at(-1);
    return {
      data: pageRows.map(toAuditEvent),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  };

  /**
   * The entries `viewer` may see matching `filters` as a CSV stream (`AUDIT_CSV_COLUMNS`, details as
   * JSON), newest first, with how many rows it holds (`rows`, counted first for the progress bar).
   */
  const exportCsv = async ({
    viewer,
    filters,
  }: {
    viewer: User;
    filters: AuditEventFilters;
  }): Promise<{ rows: number; stream: Readable }> => {
    const where = await whereFor(viewer, filters);
    const stream = keysetCsvStream({
      header: AUDIT_CSV_COLUMNS,
      batchSize: EXPORT_BATCH,
      readPage: (after, limit) => auditPage(db, where, after, limit),
      toRecord: (row: AuditRow) => [
        row.id,
        row.createdAt.toISOString(),
        row.action,
        row.actorEmail,
        row.actorUserId,
        row.target,
        row.ip,
        JSON.stringify(row.details),
      ],
    });
    return { rows: await auditCount(db, where), stream };
  };

  /** The members who appear in the entries `viewer` may see, by email (for the member filter). */
  const actors = async ({ viewer }: { viewer: User }): Promise<AuditActorList> => ({
    data: await auditActors(db, scopeOf(viewer)),
  });

  return { page, exportCsv, actors };
}

/** The audit log reader's methods, as the audit routes receive them. */
export type AuditService = ReturnType<typeof createAuditService>;
