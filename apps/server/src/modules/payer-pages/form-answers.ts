/**
 * The public API as a payer form posted without JavaScript uses it (docs/architecture.md#payer-pages):
 * requests sent in process with the form's idempotency key, and their answers read back — the
 * payment made, or the refusal to show beside the form's fields.
 * @module
 */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@malipo/contracts/i18n/locales';
import type { PayerFormState } from '@malipo/contracts/payer-pages';
import { CSRF_HEADER } from '../../plugins/csrf';
import { publicErrorMessage } from './page-data';

/** An answer of the public API. */
export interface PublicAnswer {
  status: number;
  body: unknown;
}

/**
 * `POST url` of the public API with the JSON `body` and `idempotencyKey` (if any), in process, in
 * the payer's `locale` as `Accept-Language` (the language of what it sends them, docs/i18n.md).
 */
export async function postPublic(
  app: FastifyInstance,
  url: string,
  body: unknown,
  idempotencyKey: string | null,
  locale?: Locale,
): Promise<PublicAnswer> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER.name]: CSRF_HEADER.value,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...(locale ? { 'accept-language': locale } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The field messages of a public API error body (`{ error: { fields } }`), or none. */
function errorFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('fields' in error)) return {};
  const { fields } = error;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The refusal `answer` gave, as the form shows it with `values` (what was typed): its field
 * messages, else its message.
 */
export function refusal(answer: PublicAnswer, values: Record<string, string>): PayerFormState {
  const errors = errorFields(answer.body);
  return { values, errors, message: Object.keys(errors).length > 0 ? null : publicErrorMessage(answer.body) };
}

/** A string property `name` of an answer's body (a payment's `id`), or `null`. */
export function answerField(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null || !(name in body)) return null;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : null;
}

const redirectAnswer = z.object({ nextAction: z.object({ type: z.literal('redirect'), url: z.url() }) });

/**
 * Where a payment's answer sends the payer next: the provider's hosted page of a live card or a
 * mobile money authorization (`nextAction.type` `redirect`, docs/providers.md#routing), or `null`.
 */
export function redirectOf(body: unknown): string | null {
  const parsed = redirectAnswer.safeParse(body);
  return parsed.success ? parsed.data.nextAction.url : null;
}
