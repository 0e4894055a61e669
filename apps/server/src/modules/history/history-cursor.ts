/**
 * Keyset cursors for history pages: the (created_at, id) of the last row, base64url-encoded, so a
 * page costs the same whatever its depth (an index range scan, no OFFSET).
 * @module
 */
import { AppError } from '../../lib/app-error';
import type { KeysetPosition } from '../../lib/keyset';

/** Position after which the next page starts: the last row's `createdAt` and id. */
export type HistoryCursor = KeysetPosition;

/** The opaque cursor of `row`'s position: base64url of `[createdAt ISO, id]`. */
export function encodeCursor(row: HistoryCursor): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

/** Decodes a cursor. Throws `validation_failed` (field `cursor`) for anything this server did not issue. */
export function decodeCursor(cursor: string): HistoryCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const createdAt = new Date(value[0]);
      if (!Number.isNaN(createdAt.getTime())) return { createdAt, id: value[1] };
    }
  } catch {
    // fall through
  }
  throw new AppError('validation_failed', 'Invalid cursor', { cursor: 'Invalid cursor' });
}
