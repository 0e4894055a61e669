/**
 * Text that cannot be stored is refused at the edge (docs/testing.md#error-bodies): every string of
 * a request body, query or path is checked before validation, and one holding a NUL or another
 * control character (tab, line feed and carriage return are fine) or an unpaired UTF-16 surrogate
 * answers 400 `validation_failed` with a message under its field. PostgreSQL cannot store NUL in
 * text, so without this check such input reached the database and failed there as a 500. The
 * query string and the path's params (objects without a prototype) are walked as the body is —
 * they were once skipped, and a NUL in a path id reached PostgreSQL. A request nested deeper than
 * {@link MAX_INPUT_DEPTH} arrays or objects is refused too: the walk uses its own stack, so 30,000
 * nested arrays in a 60 KB body no longer overflow the call stack (a 500), and nothing after it
 * meets such a body (write-route-fuzz.test.ts).
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

/** How deep a request's arrays and objects may nest; no form or provider callback comes near it. */
export const MAX_INPUT_DEPTH = 64;

/** The message of a request nested deeper than {@link MAX_INPUT_DEPTH}. */
export const TOO_DEEP_MESSAGE = `Send at most ${MAX_INPUT_DEPTH} levels of nested arrays and objects`;

/**
 * A plain object: parsed JSON's, or the query string's and the router's params, whose prototype
 * is an empty object without a prototype (so neither holds `__proto__` or `toString`). Buffers,
 * dates and streams are not walked.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Paths (`payer.name`, `items.0.title`) of the strings in `value` that hold forbidden characters,
 * or `'too deep'` when it nests deeper than {@link MAX_INPUT_DEPTH}. Walks with its own stack, so
 * a body of 30,000 nested arrays (60 KB) is refused rather than overflowing the call stack.
 */
function badTextPaths(value: unknown, path: string, found: string[]): string[] | 'too deep' {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: item, path: at, depth } = next;
    if (typeof item === 'string') {
      if (FORBIDDEN_TEXT.test(item)) found.push(at);
      continue;
    }
    const children = Array.isArray(item)
      ? item.map((child, i) => [String(i), child] as const)
      : isPlainObject(item)
        ? Object.entries(item)
        : [];
    if (children.length > 0 && depth >= MAX_INPUT_DEPTH) return 'too deep';
    // Pushed in reverse, so paths are found in document order.
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, child] = children[i] as readonly [string, unknown];
      stack.push({ value: child, path: at ? `${at}.${key}` : key, depth: depth + 1 });
    }
  }
  return found;
}

/** Adds the `preValidation` hook that refuses such text on every route. */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = [request.body, request.query, request.params].map((part) => badTextPaths(part, '', []));
    if (found.includes('too deep')) {
      throw new AppError('validation_failed', TOO_DEEP_MESSAGE, { body: TOO_DEEP_MESSAGE });
    }
    const paths = found.flatMap((part) => (part === 'too deep' ? [] : part));
    if (paths.length === 0) return;
    const fields = Object.fromEntries(paths.map((path) => [path || 'body', FORBIDDEN_TEXT_MESSAGE]));
    throw new AppError('validation_failed', 'Some text holds characters that cannot be accepted', fields);
  });
}
