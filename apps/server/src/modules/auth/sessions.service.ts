/**
 * A person's signed-in sessions (docs/security.md#sessions): listed with device, address and last
 * activity, and ended one at a time or all but the current one. Sessions are found by the SHA-256 of
 * their token (`sessionIdFromToken`); the list shows that hash as the session's id, which cannot sign
 * anyone in.
 * @module
 */
import type { ActiveSessions } from '@malipo/contracts/sessions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { deleteOtherSessions, deleteUserSession, listUserSessions } from './auth.repo';
import { sessionIdFromToken } from './auth.service';
import { describeDevice } from './session-device';

/** Creates the sessions service over `db`; `clock` decides which sessions have expired. */
export function createSessionsService({ db, clock }: { db: Db; clock: Clock }) {
  /** The unexpired sessions of `userId`, most recently used first, `current` marking `token`'s. */
  const list = async (userId: string, token: string): Promise<ActiveSessions> => {
    const currentId = sessionIdFromToken(token);
    const rows = await listUserSessions(db, userId, clock.now());
    return {
      data: rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
        current: row.id === currentId,
      })),
    };
  };

  /** Ends session `id` of `userId` (it may be the current one). Throws `not_found` for one not theirs or gone. */
  const end = async (userId: string, id: string): Promise<void> => {
    if (!(await deleteUserSession(db, userId, id))) throw new AppError('not_found', 'Session not found');
  };

  /** Ends every session of `userId` but `token`'s. */
  const endOthers = async (userId: string, token: string): Promise<void> => {
    await deleteOtherSessions(db, userId, sessionIdFromToken(token));
  };

  return { list, end, endOthers };
}

/** The sessions service's methods, as its routes receive them. */
export type SessionsService = ReturnType<typeof createSessionsService>;
