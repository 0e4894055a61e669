/**
 * Accounts and sessions (docs/architecture.md#merchants-sessions-and-the-public-api): sign-up
 * creates a merchant and its owner, passwords are hashed with argon2id, sessions are random 256-bit
 * tokens of which only the SHA-256 is stored. Screens and messages: docs/product.md#sign-in.
 * @module
 */
import type { LoginInput, SignUpInput, User } from '@malipo/contracts/auth';
import type { Mode } from '@malipo/contracts/modes';
import type { Role } from '@malipo/contracts/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newToken, tokenHash } from '../../lib/tokens';
import { createAccountProfile } from './account-profile';
import { hashPassword, verifyPassword } from './passwords';
import {
  deleteSession,
  findMerchant,
  findDefaultAccount,
  findMerchantInMode,
  findSessionUser,
  findUserByEmail,
  findUserById,
  insertAccount,
  insertSession,
  setSessionMode,
  touchSession,
} from './auth.repo';

/** SHA-256 (hex) of a session token: the session's id, which is all the sessions table stores. */
export function sessionIdFromToken(token: string): string {
  return tokenHash(token);
}

/** Where a sign-in comes from, kept with its session for the sessions list (docs/security.md#sessions). */
export interface SessionClient {
  userAgent?: string;
  ip?: string;
}

/** A session's member and their two-factor state (docs/security.md#two-factor-sign-in). */
export interface SessionMember {
  user: User;
  twoFactor: {
    /** Whether the member has two-factor sign-in on. */
    enabled: boolean;
    /** When this session last proved a code, or null. */
    provedAt: Date | null;
    /** Whether the account requires two-factor sign-in of every member. */
    required: boolean;
  };
}

/** How often a session's last activity is written, in ms: at most one update per session per 5 minutes. */
const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

/** The longest user agent kept, in characters. */
const MAX_USER_AGENT_LENGTH = 512;

// Verified against when the email is unknown, so both paths take as long.
const dummyHash = hashPassword('malipo-timing-equaliser');

/**
 * Creates the auth service. `sessionTtlMs` is a session's lifetime in ms (`SESSION_TTL_MS`, 30 days
 * by default; docs/product.md#session); `clock` dates sessions and records.
 */
export function createAuthService({
  db,
  clock,
  sessionTtlMs,
}: {
  db: Db;
  clock: Clock;
  sessionTtlMs: number;
}) {
  const startSession = async (
    userId: string,
    accountId: string,
    client: SessionClient,
    secondFactorAt: Date | null = null,
  ) => {
    const token = newToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + sessionTtlMs);
    await insertSession(db, {
      id: sessionIdFromToken(token),
      userId,
      accountId,
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
      userAgent: client.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      ip: client.ip ?? null,
      secondFactorAt,
    });
    return { token, expiresAt };
  };

  /** The dashboard's user: `user`, holding `role`, working in `merchant` (a mode row of its account). */
  const toUser = (
    user: { id: string; name: string; email: string },
    merchant: { id: string; accountId: string; mode: Mode; businessName: string },
    role: Role,
  ): User => ({
    id: user.id,
    name: user.name,
    email: user.email,
    merchantId: merchant.id,
    accountId: merchant.accountId,
    mode: merchant.mode,
    businessName: merchant.businessName,
    role,
  });

  /**
   * Creates an account — its test and live merchant rows (business name = the person's name,
   * default colours, a new `MLP-` merchant code each; docs/providers.md#modes) — and its owner, and
   * signs them in, in test mode (docs/product.md#sign-in), noting `client` with the session. Returns the user and the session
   * `{ token, expiresAt }` for the cookie. Throws `email_taken` (409, field `email`).
   */
  const signUp = async (input: SignUpInput, client: SessionClient = {}) => {
    const created = await insertAccount(db, {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      now: clock.now(),
    });
    if (!created) {
      throw new AppError('email_taken', 'An account with this email already exists', {
        email: 'An account with this email already exists',
      });
    }
    const { merchantId, userId } = created;
    const session = await startSession(userId, merchantId, client);
    return {
      user: toUser(
        { id: userId, name: input.name, email: input.email },
        { id: merchantId, accountId: merchantId, mode: 'test', businessName: input.name },
        'owner',
      ),
      session,
    };
  };

  /**
   * The user row with these credentials, without starting a session (the public API's login issues
   * its own token, docs/api.md#authentication). An unknown email takes as long as a wrong password.
   * Throws `invalid_credentials` (401) without saying which part was wrong.
   */
  const verifyCredentials = async (input: LoginInput) => {
    const user = await findUserByEmail(db, input.email);
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
    if (!user || !valid) throw new AppError('invalid_credentials', 'Please check your credentials');
    return user;
  };

  /**
   * Starts a session of `user` in test mode in the account they signed up with (else the first they
   * joined), noting `client`, and `secondFactorAt` when the sign-in proved a second factor. Throws
   * `invalid_credentials` (401) when they belong to no account.
   */
  const startDefaultSession = async (
    user: { id: string; name: string; email: string },
    client: SessionClient,
    secondFactorAt: Date | null,
  ) => {
    const account = await findDefaultAccount(db, user.id);
    const merchant = account && (await findMerchant(db, account.accountId));
    if (!account || !merchant) throw new AppError('invalid_credentials', 'Please check your credentials');
    const session = await startSession(user.id, account.accountId, client, secondFactorAt);
    return { user: toUser(user, merchant, account.role), session };
  };

  /**
   * Checks credentials and starts a session in test mode in the account they signed up with (else the
   * first they joined), noting `client`'s user agent and address
   * for the sessions list: returns the user (with the merchant's business name) and the session
   * `{ token, expiresAt }` — or, for a person with two-factor sign-in on, no session but
   * `{ secondFactorUserId }`, whose code starts it (docs/security.md#two-factor-sign-in). Throws
   * `invalid_credentials` (401) without saying which part was wrong (docs/product.md#errors).
   */
  const login = async (input: LoginInput, client: SessionClient = {}) => {
    const user = await verifyCredentials(input);
    if (user.twoFactorEnabledAt) return { secondFactorUserId: user.id };
    return startDefaultSession(user, client, null);
  };

  /**
   * Starts the session of `userId` once their sign-in's second factor is proved, marking it proved
   * now (docs/security.md#two-factor-sign-in); returns what {@link login} does. Throws
   * `invalid_credentials` (401) when the user is gone.
   */
  const loginWithSecondFactor = async (userId: string, client: SessionClient = {}) => {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('invalid_credentials', 'Please check your credentials');
    return startDefaultSession(user, client, clock.now());
  };

  /** The account a sign-in with `email` (lower-cased) would open, or null for an unknown email. */
  const accountOfEmail = async (email: string): Promise<string | null> => {
    const user = await findUserByEmail(db, email);
    return (user && (await findDefaultAccount(db, user.id))?.accountId) ?? null;
  };

  /**
   * The member of a session token (the cookie's value) and the two-factor state the route access
   * hook checks (docs/security.md#two-factor-sign-in): whether they have it on, when the session last
   * proved a code, whether the account requires it. Null if the token is missing, unknown or
   * expired. Notes the session's activity at most every 5 minutes. Never throws.
   */
  const authenticateMember = async (token: string | undefined): Promise<SessionMember | null> => {
    if (!token) return null;
    const sessionId = sessionIdFromToken(token);
    const now = clock.now();
    const row = await findSessionUser(db, sessionId, now);
    if (!row) return null;
    if (
      !row.session.lastSeenAt ||
      now.getTime() - row.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS
    ) {
      await touchSession(db, sessionId, now);
    }
    return {
      user: toUser(row.user, row.merchant, row.role),
      twoFactor: {
        enabled: row.user.twoFactorEnabledAt !== null,
        provedAt: row.session.secondFactorAt,
        required: row.merchant.requireTwoFactor,
      },
    };
  };

  /** The user of a session token; null if missing, unknown or expired. Never throws. */
  const authenticate = async (token: string | undefined): Promise<User | null> =>
    (await authenticateMember(token))?.user ?? null;

  /**
   * Starts a session of `userId` working in `accountId` (whose member they must be: the caller
   * checked), noting `client`; returns the user as the dashboard sees it and the session
   * `{ token, expiresAt }` for the cookie (docs/security.md#team-members).
   */
  const openSession = async (userId: string, accountId: string, client: SessionClient = {}) => {
    const session = await startSession(userId, accountId, client);
    const user = await authenticate(session.token);
    if (!user) throw new AppError('unauthenticated', 'Sign in to continue');
    return { user, session };
  };

  /**
   * Switches the session of `token` to `mode` (docs/providers.md#modes) and returns its user, now
   * scoped to the account's merchant row in that mode. Throws `unauthenticated` when the session is
   * gone. Whether live mode may be used is the caller's check.
   */
  const switchMode = async (token: string | undefined, mode: Mode): Promise<User> => {
    if (token) await setSessionMode(db, sessionIdFromToken(token), mode);
    const user = await authenticate(token);
    if (!user) throw new AppError('unauthenticated', 'Sign in to continue');
    return user;
  };

  /**
   * The merchant row of account `accountId` (a user's `merchantId`, its home row) in `mode`
   * (docs/providers.md#modes). Throws `not_found` when the account has no such row.
   */
  const merchantInMode = async (accountId: string, mode: Mode) => {
    const row = await findMerchantInMode(db, accountId, mode);
    if (!row) throw new AppError('not_found', 'Merchant not found');
    return row;
  };

  /** Ends the session of `token` (the cookie's value); no error when there is none or it is already gone. */
  const logout = async (token: string | undefined) => {
    if (token) await deleteSession(db, sessionIdFromToken(token));
  };

  return {
    signUp,
    login,
    loginWithSecondFactor,
    verifyCredentials,
    authenticate,
    authenticateMember,
    accountOfEmail,
    openSession,
    switchMode,
    merchantInMode,
    logout,
    ...createAccountProfile({ db, clock }),
  };
}

/** The auth service's methods, as the auth routes and the session plugin receive them. */
export type AuthService = ReturnType<typeof createAuthService>;
