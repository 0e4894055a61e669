/**
 * Who may call each `/api` route (docs/security.md#roles-and-permissions). Every `/api` route is
 * listed in {@link ROUTE_ACCESS} with the permission it needs; registering an `/api` route missing
 * from it throws, so the app does not start and the suite fails. One `preValidation` hook then
 * loads the session's member and refuses one whose role lacks the permission, before the body is
 * read — the merchant id comes only from here, never from the request.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { roleCan, type RoutePermission } from '@malipo/contracts/roles';
import { AppError } from '../lib/app-error';
import type { AuthService, SessionMember } from '../modules/auth/auth.service';
import { ROUTE_ACCESS, type RouteAccess } from './route-permissions';
import { SESSION_COOKIE } from './auth-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Filled in from {@link ROUTE_ACCESS} when the route is registered. */
    access?: RouteAccess;
  }
}

/** `GET /api/wallet`: the key of a route in {@link ROUTE_ACCESS} (HEAD routes share their GET's). */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/** Whether a URL is one {@link ROUTE_ACCESS} must list. */
export function isApiRoute(url: string): boolean {
  return url.startsWith('/api/');
}

/** The permission `route` needs, for tests and docs. */
export function permissionOf(access: RouteAccess): RoutePermission {
  return typeof access === 'string' ? access : access.permission;
}

/**
 * Adds the registration check and the access hook. `checkSecondFactor`, when given, runs after the
 * permission check for members (two-factor rules, docs/security.md#two-factor-sign-in).
 */
export function registerRouteAccess(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    checkSecondFactor?: (member: SessionMember, access: RouteAccess) => void;
  },
) {
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const access = ROUTE_ACCESS[routeKey(method, route.url)];
      if (!access) {
        throw new Error(`${routeKey(method, route.url)} has no entry in plugins/route-permissions.ts`);
      }
      route.config = { ...route.config, access };
    }
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const permission = permissionOf(access);
    if (permission === 'public' || permission === 'admin') return;
    const member = await deps.auth.authenticateMember(request.cookies[SESSION_COOKIE]);
    if (!member) throw new AppError('unauthenticated', 'Sign in to continue');
    request.user = member.user;
    if (!roleCan(member.user.role, permission)) {
      throw new AppError(
        'forbidden',
        'Your role does not allow this. Ask an owner or admin of this account.',
      );
    }
    deps.checkSecondFactor?.(member, access);
  });
}
