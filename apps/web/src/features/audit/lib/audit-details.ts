/**
 * One line saying what an audit log entry changed or moved (docs/security.md#audit-log): amounts
 * formatted in their currency, before → after for changes, other details as `key: value`.
 * @module
 */
import { formatMoney } from '@malipo/contracts/money';

function show(value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'all';
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The summary of `details`: `businessName: Old → New` for a change, `USD 25.00` for an amount
 * (`amountMinor` with `currency`), then the remaining fields; empty when there are none.
 */
export function auditDetailsSummary(details: Record<string, unknown>): string {
  const { before, after, amountMinor, currency, ...rest } = details;
  const parts: string[] = [];
  if (isRecord(before) && isRecord(after)) {
    for (const key of Object.keys(after)) parts.push(`${key}: ${show(before[key])} → ${show(after[key])}`);
  }
  if (typeof amountMinor === 'number' && typeof currency === 'string') {
    parts.push(formatMoney(amountMinor, currency));
  }
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${show(value)}`);
  return parts.join(' · ');
}
