/**
 * The two-factor rules of the route access hook (plugins/route-access.ts,
 * docs/security.md#two-factor-sign-in): a member without two-factor sign-in in an account that
 * requires it reaches only their own things (`signed_in` routes, where they can set it up); a
 * member with it must have proved a code within {@link FRESH_SECOND_FACTOR_MS} before the routes
 * marked `freshSecondFactor` (withdrawals, sends, the virtual card's payments and details, API key
 * creation, member changes).
 * @module
 */
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { RouteAccess } from '../../plugins/route-permissions';
import type { SessionMember } from '../auth/auth.service';

/** How long a proved code keeps sensitive actions open, in ms: 10 minutes. */
export const FRESH_SECOND_FACTOR_MS = 10 * 60_000;

/** The message a sensitive action answers when the session's code is older than 10 minutes. */
const SECOND_FACTOR_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app to continue.';

/**
 * The `checkSecondFactor` of `registerRouteAccess`: runs after the permission check of every
 * member route, on the state the session lookup already read. Throws `two_factor_setup_required`
 * (403) when the account requires two-factor sign-in and the member has none, on every route but
 * `signed_in` ones; `second_factor_required` (403) on a `freshSecondFactor` route when the member
 * has it on and the session has not proved a code in the last {@link FRESH_SECOND_FACTOR_MS}.
 * Members without it on, in accounts that do not require it, pass untouched.
 */
export function createSecondFactorCheck({ clock }: { clock: Clock }) {
  return ({ user, twoFactor }: SessionMember, access: RouteAccess): void => {
    const permission = typeof access === 'string' ? access : access.permission;
    if (permission === 'signed_in') return;
    if (!twoFactor.enabled) {
      if (!twoFactor.required) return;
      throw new AppError(
        'two_factor_setup_required',
        `${user.businessName} requires two-factor sign-in. Set it up to continue.`,
      );
    }
    if (typeof access === 'string') return;
    const provedAt = twoFactor.provedAt?.getTime() ?? 0;
    if (clock.now().getTime() - provedAt > FRESH_SECOND_FACTOR_MS) {
      throw new AppError('second_factor_required', SECOND_FACTOR_REQUIRED_MESSAGE);
    }
  };
}
