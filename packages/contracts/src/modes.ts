/**
 * Test mode and live mode (docs/providers.md#modes): every merchant has both, and each mode has
 * its own payment links, payments, balances, history, payouts, webhooks, API keys and events.
 * Test mode moves test money through the sandbox; live mode moves real money through the
 * providers the routing table names, and only when the platform has live credentials.
 * @module
 */
import { z } from 'zod';

/** The two modes; a new account starts in test mode. */
export const MODES = ['test', 'live'] as const;
/** A mode. */
export type Mode = (typeof MODES)[number];
/** A mode, as bodies and answers carry it. */
export const modeSchema = z.enum(MODES, { error: 'Choose test or live' });

/** Body of `PUT /api/mode`: the mode the dashboard works in from now on. */
export const switchModeInputSchema = z.object({ mode: modeSchema });

/** Answer of `GET /api/mode` and `PUT /api/mode`. */
export const modeStatusSchema = z.object({
  mode: modeSchema,
  /** Whether the platform can take live payments (it has live provider credentials). */
  liveAvailable: z.boolean(),
  /** Why live mode cannot be switched on, for the dashboard to show; null when it can. */
  liveUnavailableReason: z.string().nullable(),
});
/** The dashboard's mode and whether live mode can be used. */
export type ModeStatus = z.infer<typeof modeStatusSchema>;

/** What the dashboard says when the platform has no live provider credentials. */
export const LIVE_MODE_UNAVAILABLE_MESSAGE =
  'Live mode is not available yet: this Malipo platform has no live payment provider configured. Test mode works as usual.';
