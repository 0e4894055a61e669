/**
 * Text that cannot be stored is refused at the edge (docs/testing.md#error-bodies): every string of
 * a request body, query or path is checked before validation, and one holding a NUL or another
 * control character (tab, line feed and carriage return are fine) or an unpaired UTF-16 surrogate
 * answers 400 `validation_failed` with a message under its field. PostgreSQL cannot store NUL in
 * text, so without this check such input reached the database and failed there as a 500.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Control characters (Unicode `Cc`: C0, DEL and C1) other than tab, line feed and carriage return,
 * and surrogates — which, in a `u` regular expression, match only when unpaired.
 */
const FORBIDDEN_TEXT = /(?![\t\n\r])\p{Cc}|[\uD800-\uDFFF]/u;

/** The message shown under a field holding such a character. */
export const FORBIDDEN_TEXT_MESSAGE = 'Remove control or invalid characters';

/** Paths (`payer.name`, `items.0.title`) of the strings in `value` that hold forbidden characters. */
function badTextPaths(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (FORBIDDEN_TEXT.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => badTextPaths(item, path ? `${path}.${i}` : String(i), found));
  } else if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    for (const [key, item] of Object.entries(value)) badTextPaths(item, path ? `${path}.${key}` : key, found);
  }
  return found;
}

/** Adds the `preValidation` hook that refuses such text on every route. */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...badTextPaths(request.body, '', []),
      ...badTextPaths(request.query, '', []),
      ...badTextPaths(request.params, '', []),
    ];
    if (paths.length === 0) return;
    const fields = Object.fromEntries(paths.map((path) => [path || 'body', FORBIDDEN_TEXT_MESSAGE]));
    throw new AppError('validation_failed', 'Some text holds characters that cannot be accepted', fields);
  });
}
