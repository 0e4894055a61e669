/**
 * A signed-in person's own account details (Settings → Account, docs/product.md#settings): name,
 * phone number, password, and whether a credential predates the last password change
 * (docs/architecture.md#merchants-sessions-and-the-public-api). Part of the auth service.
 * @module
 */
import type { User } from '@malipo/contracts/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { tokenHash } from '../../lib/tokens';
import { deleteOtherSessions, findUserById, findUserByPhone, updateUser } from './auth.repo';
import { hashPassword, verifyPassword } from './passwords';

/** Creates the account details methods over `db`; `clock` dates password changes. */
export function createAccountProfile({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * Sets the signed-in user's name (Settings → Account, docs/product.md#settings); returns the user
   * with it. The business name is branding's, not changed here.
   */
  const rename = async ({ user, name }: { user: User; name: string }): Promise<User> => {
    await updateUser(db, user.id, { name });
    return { ...user, name };
  };

  /** User `userId`'s phone number (E.164, e.g. `+250788123456`), or null when none is set. */
  const phoneOf = async (userId: string): Promise<string | null> =>
    (await findUserById(db, userId))?.phone ?? null;

  /**
   * Sets (or, with null, removes) the E.164 phone number others can send money to
   * (docs/product.md#send-money); returns it. Throws `conflict` (409, field `phone`) when another
   * account already uses it.
   */
  const setPhone = async ({
    userId,
    phone,
  }: {
    userId: string;
    phone: string | null;
  }): Promise<string | null> => {
    if (phone) {
      const owner = await findUserByPhone(db, phone);
      if (owner && owner.id !== userId) {
        throw new AppError('conflict', 'Another account uses this phone number', {
          phone: 'Another account uses this phone number',
        });
      }
    }
    await updateUser(db, userId, { phone });
    return phone;
  };

  /**
   * Changes the password after checking the current one, and ends every session of the user but
   * `sessionToken`'s, and `/v1` access tokens issued before now stop working
   * (docs/architecture.md#merchants-sessions-and-the-public-api). Throws
   * `validation_failed` (field `currentPassword`) when the current password is wrong.
   */
  const changePassword = async (input: {
    userId: string;
    sessionToken: string;
    currentPassword: string;
    newPassword: string;
  }) => {
    const user = await findUserById(db, input.userId);
    if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new AppError('validation_failed', 'Check your current password', {
        currentPassword: 'Your current password is not correct',
      });
    }
    await updateUser(db, user.id, {
      passwordHash: await hashPassword(input.newPassword),
      passwordChangedAt: clock.now(),
    });
    await deleteOtherSessions(db, user.id, tokenHash(input.sessionToken));
  };

  /**
   * True when a credential of `userId` issued at `issuedAt` still stands: the user exists and has
   * not changed their password since (docs/architecture.md#merchants-sessions-and-the-public-api).
   */
  const isIssuedSincePasswordChange = async (userId: string, issuedAt: Date): Promise<boolean> => {
    const user = await findUserById(db, userId);
    return !!user && (!user.passwordChangedAt || issuedAt >= user.passwordChangedAt);
  };

  return { rename, phoneOf, setPhone, changePassword, isIssuedSincePasswordChange };
}
