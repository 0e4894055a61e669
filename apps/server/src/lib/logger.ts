/**
 * Logger options (pino). Card fields, passwords, tokens, cookies and authorization headers are
 * redacted wherever they appear, so no card number, CVV or secret reaches the logs
 * (docs/payments.md#card-data).
 * @module
 */
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * Paths pino replaces with `[redacted]`: the headers that carry credentials, and card and secret
 * fields one or two levels deep in any logged object.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  // A provider callback's shared secret (Flutterwave's `verif-hash`, docs/providers.md#callbacks).
  'req.headers["verif-hash"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.number',
  '*.cardNumber',
  '*.cvc',
  '*.cvv',
  '*.cardCvv',
  '*.token',
  '*.*.password',
  '*.*.number',
  '*.*.cvc',
];

/** Fastify `logger` option for `level`, optionally writing to `stream` (tests capture logs). */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
