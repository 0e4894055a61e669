/**
 * Audit log filters (docs/security.md#audit-log) ⇄ URL search params, so back/forward and reload keep
 * them. Values the API would refuse (an unknown action, a malformed date) are dropped when read.
 * @module
 */
import { auditEventFiltersSchema, type AuditEventFilters } from '@malipo/contracts/audit';

/** Filter keys in the order they appear in URLs. */
export const AUDIT_FILTER_KEYS = ['action', 'actor', 'from', 'to'] as const;

/** One filter key. */
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

/** Reads the filters in `params`, leaving out empty and invalid values. */
export function auditFiltersFromSearchParams(params: URLSearchParams): AuditEventFilters {
  const raw: Record<string, string> = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && auditEventFiltersSchema.shape[key].safeParse(value).success) raw[key] = value;
  }
  return auditEventFiltersSchema.parse(raw);
}

/** The set filters as search params, in {@link AUDIT_FILTER_KEYS} order (`action=auth.signed_in`). */
export function auditFiltersToSearchParams(filters: AuditEventFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Address of the CSV export of `filters` (`/api/audit-events/export.csv?action=…`). */
export function auditCsvHref(filters: AuditEventFilters): string {
  const search = auditFiltersToSearchParams(filters).toString();
  return search ? `/api/audit-events/export.csv?${search}` : '/api/audit-events/export.csv';
}
