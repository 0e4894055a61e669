/**
 * Team roles and what each may do (docs/security.md#roles-and-permissions). This table is the one
 * home of the rule: every `/api` route names one {@link RoutePermission} and the server refuses a
 * member whose role lacks it; the docs' table is checked against it by a test.
 * @module
 */
import { z } from 'zod';

/** The roles a member of an account can hold, most powerful first. */
export const ROLES = ['owner', 'admin', 'finance', 'developer', 'viewer'] as const;
/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];
/** Schema of a role. */
export const roleSchema = z.enum(ROLES, { error: 'Choose a role' });

/** How each role reads on screens and in emails. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  finance: 'Finance',
  developer: 'Developer',
  viewer: 'Viewer',
};

/** The permissions a role can hold. */
export const PERMISSIONS = [
  /** See balances, history, payments, links, customers and the dashboard. */
  'view',
  /** Create and edit payment, donation and subscription links, catalogues and invoices. */
  'links',
  /** Refund payments. */
  'refunds',
  /** Withdraw, send, deposit, convert and use the virtual card. */
  'money',
  /** Create and revoke API keys. */
  'api_keys',
  /** Add, change and remove webhook endpoints. */
  'webhooks',
  /** Change branding, logo, business name and time zone. */
  'branding',
  /** Invite, change and remove members; require two-factor sign-in for everyone. */
  'members',
  /** See every member's audit log entries (others see their own). */
  'audit',
] as const;
/** One of {@link PERMISSIONS}. */
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What each route asks of its caller besides a permission: `public` (no session: payer pages,
 * sign-in), `admin` (the operator's admin token, no session), `signed_in` (any member: their own
 * profile, sessions, two-factor, mode, switching account).
 */
export type RoutePermission = Permission | 'public' | 'admin' | 'signed_in';

/** The permissions of each role (docs/security.md#roles-and-permissions). */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS,
  finance: ['view', 'links', 'refunds', 'money'],
  developer: ['view', 'api_keys', 'webhooks'],
  viewer: ['view'],
};

/** Whether `role` may do what `permission` guards (`signed_in` allows every member; `admin` none). */
export function roleCan(role: Role, permission: RoutePermission): boolean {
  if (permission === 'public' || permission === 'signed_in') return true;
  if (permission === 'admin') return false;
  return ROLE_PERMISSIONS[role].includes(permission);
}
