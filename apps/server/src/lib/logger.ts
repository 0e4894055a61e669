/**
 * Logger options (pino). Card fields, passwords, tokens, cookies, authorization headers and the
 * secret segment of provider callback URLs are redacted wherever they appear, so no card number, CVV or secret reaches the logs
 * (docs/payments.md#card-data).
 * @module
 */
import type { FastifyRequest } from 'fastify';
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

/**
 * `url` with the secret token of a provider callback URL (`/webhooks/providers/{provider}/{token}…`,
 * docs/providers.md#callbacks) replaced by `[redacted]`.
 */
export function redactCallbackToken(url: string): string {
  return url.replace(/^(\/webhooks\/providers\/[^/?]+\/)[^/?]+/, '$1[redacted]');
}

/** Fastify's request serializer, with callback tokens kept out of the logged URL. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactCallbackToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify `logger` option for `level`, optionally writing to `stream` (tests capture logs). */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
