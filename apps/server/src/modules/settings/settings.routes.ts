/**
 * `/api/settings/*` and `/api/account/*` (signed in), and `GET /api/public/logos/:merchantId`, the
 * uploaded logo payer pages show.
 * @module
 */
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '@malipo/contracts/auth';
import { brandingSchema } from '@malipo/contracts/branding';
import {
  changePasswordInputSchema,
  MAX_LOGO_BYTES,
  settingsSchema,
  updateAccountInputSchema,
  updatePhoneInputSchema,
  updateBrandingInputSchema,
  updateTimeZoneInputSchema,
} from '@malipo/contracts/settings';
import { AppError } from '../../lib/app-error';
import { currentUser, SESSION_COOKIE } from '../../plugins/auth-session';
import type { AuthService } from '../auth/auth.service';
import type { Auditor } from '../audit/auditor';
import type { SettingsService } from './settings.service';

/**
 * The settings, account and public logo routes: all but the logo read behind `auth`'s session (401
 * `unauthenticated`) and scoped to the signed-in user and merchant (docs/product.md#api-calls).
 */
export const settingsRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  settings: SettingsService;
  audit: Auditor;
}> = async (app, { auth, settings, audit }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_LOGO_BYTES + 1, files: 1, fields: 0 } });

  app.get(
    '/api/public/logos/:merchantId',
    { schema: { params: z.object({ merchantId: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      const logo = await settings.logo({ merchantId: request.params.merchantId });
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(logo.bytes);
    },
  );

  // The business profile is the account's, shared by both modes (docs/providers.md#modes).
  const merchantId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).accountId;

  app.get('/api/settings', { schema: { response: { 200: settingsSchema } } }, async (request) => {
    const user = currentUser(request);
    return settings.get({
      merchantId: user.merchantId,
      account: { name: user.name, email: user.email, phone: await auth.phoneOf(user.id) },
    });
  });

  app.put(
    '/api/settings/branding',
    { schema: { body: updateBrandingInputSchema, response: { 200: brandingSchema } } },
    async (request) => {
      const before = (await settings.profile(merchantId(request))).branding;
      const after = await settings.updateBranding({ merchantId: merchantId(request), input: request.body });
      await audit.recordChange(request, { action: 'settings.branding_changed', before, after });
      return after;
    },
  );

  app.post('/api/settings/logo', { schema: { response: { 200: brandingSchema } } }, async (request) => {
    if (!request.isMultipart()) {
      throw new AppError('validation_failed', 'Upload the logo as multipart/form-data', {
        file: 'Choose an image',
      });
    }
    // A malformed upload (cut short, another boundary) makes busboy throw a plain Error while
    // the file is read: the client's mistake, refused as such rather than answered 500.
    const unreadable = (err: unknown): never => {
      if (err instanceof AppError) throw err;
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('validation_failed', 'The logo is too large', {
          file: 'Logo must be 2 MB or smaller',
        });
      }
      request.log.info({ err }, 'logo upload unreadable');
      throw new AppError('validation_failed', 'The upload could not be read', {
        file: 'Choose the image again',
      });
    };
    const file = await request.file().catch(unreadable);
    if (!file) throw new AppError('validation_failed', 'Choose an image', { file: 'Choose an image' });
    const bytes = await file.toBuffer().catch(unreadable);
    const branding = await settings.uploadLogo({ merchantId: merchantId(request), bytes });
    await audit.record(request, { action: 'settings.logo_changed', details: { logoUrl: branding.logoUrl } });
    return branding;
  });

  app.delete('/api/settings/logo', { schema: { response: { 200: brandingSchema } } }, async (request) => {
    const branding = await settings.removeLogo({ merchantId: merchantId(request) });
    await audit.record(request, { action: 'settings.logo_removed' });
    return branding;
  });

  app.put(
    '/api/settings/time-zone',
    { schema: { body: updateTimeZoneInputSchema } },
    async (request, reply) => {
      const before = { timeZone: (await settings.profile(merchantId(request))).timeZone };
      await settings.setTimeZone({ merchantId: merchantId(request), timeZone: request.body.timeZone });
      const after = { timeZone: request.body.timeZone };
      await audit.recordChange(request, { action: 'settings.time_zone_changed', before, after });
      return reply.status(204).send();
    },
  );

  app.patch(
    '/api/account',
    { schema: { body: updateAccountInputSchema, response: { 200: sessionResponseSchema } } },
    async (request) => ({ user: await auth.rename({ user: currentUser(request), name: request.body.name }) }),
  );

  app.put(
    '/api/account/phone',
    {
      schema: { body: updatePhoneInputSchema, response: { 200: z.object({ phone: z.string().nullable() }) } },
    },
    async (request) => ({
      phone: await auth.setPhone({ userId: currentUser(request).id, phone: request.body.phone }),
    }),
  );

  app.post(
    '/api/account/password',
    { schema: { body: changePasswordInputSchema } },
    async (request, reply) => {
      await auth.changePassword({
        userId: currentUser(request).id,
        sessionToken: request.cookies[SESSION_COOKIE] ?? '',
        ...request.body,
      });
      await audit.record(request, { action: 'auth.password_changed' });
      return reply.status(204).send();
    },
  );
};
