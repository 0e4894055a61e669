/**
 * A person's signed-in sessions as Settings lists them (docs/security.md#sessions): the device and
 * address each was started from, when it was last used, and which is the one asking.
 * @module
 */
import { z } from 'zod';

/** One active session of the signed-in person. Dates are ISO 8601. */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. `Chrome on Windows`; `Unknown device` without one. */
  device: z.string(),
  /** The address the session was started from, when known. */
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** When the session last made a request (updated at most every few minutes). */
  lastSeenAt: z.string(),
  /** True for the session making this request. */
  current: z.boolean(),
});
/** One active session. */
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** Body of `GET /api/account/sessions`: newest use first, the current session included. */
export const activeSessionsSchema = z.object({ data: z.array(activeSessionSchema) });
/** The active sessions list. */
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;

/** Path parameters of `DELETE /api/account/sessions/{id}`. */
export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(128) });
