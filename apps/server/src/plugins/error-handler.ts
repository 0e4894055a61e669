/**
 * The one error handler (docs/conventions.md#errors): renders {@link AppError}, zod validation errors
 * and Fastify's own 4xx errors (malformed JSON, body too large, rate limit) as
 * `{ error: { code, message, fields? } }` (docs/testing.md#error-bodies). 5xx answers a generic
 * message and logs the detail.
 * @module
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@malipo/contracts/errors';
import { AppError } from '../lib/app-error';

function body(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'validation_failed', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'validation_failed', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'validation_failed', message: 'Send the request body as JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'validation_failed', message: 'Invalid Content-Length' },
};

/**
 * Sets `app`'s error handler: an `AppError` answers its code's status; a schema validation error
 * 400 `validation_failed` with one message per dotted field path (`_` for the whole value); a
 * Fastify body error its status with `validation_failed` or `payload_too_large` (413); 429
 * `rate_limited`; any other 4xx `not_found` (404) or `validation_failed`; anything else is logged
 * under the request id and answers 500 `internal` with a generic message that leaks nothing.
 * Unknown routes are the not-found handler's (plugins/web-app.ts).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const where =
        error.validationContext === 'body' ? 'request body' : (error.validationContext ?? 'request');
      return reply.status(400).send(body('validation_failed', `Invalid ${where}`, fields));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known) return reply.status(status).send(body(known.code, known.message));
    if (status === 429)
      return reply.status(429).send(body('rate_limited', 'Too many requests. Try again shortly.'));
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(body(status === 404 ? 'not_found' : 'validation_failed', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('internal', 'Something went wrong. Please try again.'));
  });
}

/**
 * The `frameworkErrors` option of `Fastify()`: what the router answers itself, before any hook or
 * the error handler runs — a path it cannot decode (`FST_ERR_BAD_URL`, 400) or a path parameter over
 * its length limit (`FST_ERR_MAX_PARAM_LENGTH`, 414) — in the same `{ error: { code, message } }`
 * shape as every other refusal (`validation_failed`).
 */
export function frameworkErrorReply(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(body('validation_failed', 'The address of this request is not valid'));
}
