/**
 * `GET /api/mode` and `PUT /api/mode` (docs/providers.md#modes): which mode the dashboard works in,
 * whether live mode can be used, and switching. The mode is the session's; every other dashboard
 * route reads and writes the merchant row of that mode only.
 * @module
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIVE_MODE_UNAVAILABLE_MESSAGE,
  modeStatusSchema,
  switchModeInputSchema,
  type Mode,
  type ModeStatus,
} from '@malipo/contracts/modes';
import { AppError } from '../../lib/app-error';
import { currentUser, SESSION_COOKIE } from '../../plugins/auth-session';
import type { Auditor } from '../audit/auditor';
import type { AuthService } from '../auth/auth.service';

/**
 * The mode routes. `liveAvailable` is whether the platform has live provider credentials
 * (docs/providers.md#configuration); without them `PUT /api/mode` to `live` answers 409
 * `live_mode_unavailable` with {@link LIVE_MODE_UNAVAILABLE_MESSAGE}.
 */
export const modeRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  liveAvailable: boolean;
  audit: Auditor;
}> = async (app, { auth, liveAvailable, audit }) => {
  const status = (mode: Mode): ModeStatus => ({
    mode,
    liveAvailable,
    liveUnavailableReason: liveAvailable ? null : LIVE_MODE_UNAVAILABLE_MESSAGE,
  });

  app.get('/api/mode', { schema: { response: { 200: modeStatusSchema } } }, async (request) =>
    status(currentUser(request).mode),
  );

  app.put(
    '/api/mode',
    {
      schema: { body: switchModeInputSchema, response: { 200: modeStatusSchema } },
    },
    async (request) => {
      const { mode } = request.body;
      if (mode === 'live' && !liveAvailable) {
        throw new AppError('live_mode_unavailable', LIVE_MODE_UNAVAILABLE_MESSAGE);
      }
      const user = await auth.switchMode(request.cookies[SESSION_COOKIE], mode);
      const before = { mode: currentUser(request).mode };
      await audit.recordChange(request, { action: 'mode.switched', before, after: { mode: user.mode } });
      return status(user.mode);
    },
  );
};
