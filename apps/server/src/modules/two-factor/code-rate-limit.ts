/**
 * The cap on two-factor code attempts (docs/security.md#two-factor-sign-in): 5 requests per route per
 * person in 15 minutes, counted in the rate-limit store every replica shares; beyond it, 429
 * `rate_limited`. Guessing a 6-digit code at that pace takes years.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import { readLoginChallenge } from './login-challenge';

/** Code attempts allowed per person and route in {@link CODE_ATTEMPT_WINDOW_MS}. */
export const CODE_ATTEMPTS_PER_WINDOW = 5;

/** The window code attempts are counted in, in ms: 15 minutes. */
export const CODE_ATTEMPT_WINDOW_MS = 15 * 60_000;

/** `config.rateLimit` of a signed-in code route: counted per member (the route access hook set `request.user`). */
export const signedInCodeRateLimit = {
  max: CODE_ATTEMPTS_PER_WINDOW,
  timeWindow: CODE_ATTEMPT_WINDOW_MS,
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
};

/**
 * `config.rateLimit` of the sign-in's second step: counted per person named by a well-signed
 * challenge (a new challenge, which takes the password again, does not reset it), else per address.
 */
export function challengeCodeRateLimit(signingSecret: string) {
  return {
    max: CODE_ATTEMPTS_PER_WINDOW,
    timeWindow: CODE_ATTEMPT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { challenge?: unknown } | undefined;
      const userId =
        typeof body?.challenge === 'string' ? readLoginChallenge(signingSecret, body.challenge) : null;
      return userId ? `user:${userId}` : `ip:${request.ip}`;
    },
  };
}
