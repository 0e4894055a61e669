/**
 * Sends one signed webhook over HTTP: `POST` with undici's `fetch`, a 15 s time-out for
 * the whole exchange (`AbortSignal.timeout`), redirects not followed (a 3xx counts as a failure, so
 * a redirect cannot lead past the SSRF guard) and at most the response's first characters read.
 * Unless private URLs are allowed, the URL is checked by the SSRF guard and the connection resolves
 * the host through a lookup that refuses private addresses, so a host that re-resolves to one
 * after the check (DNS rebinding) is refused too (docs/webhooks.md#ssrf-guard).
 * @module
 */
import type { LookupFunction } from 'node:net';
import { Agent, fetch, type Response } from 'undici';
import { WEBHOOK_RESPONSE_SNIPPET_CHARS } from '@malipo/contracts/webhooks';
import { assertDeliverableUrl, isPrivateAddress, type ResolveHost, type UrlGuardOptions } from './url-guard';

/** How long an endpoint has to answer, headers and body, in ms. */
export const WEBHOOK_TIMEOUT_MS = 15_000;

/** An endpoint's answer: its HTTP status and the first 500 characters of its body (`bodySnippet`). */
export interface WebhookResponse {
  statusCode: number;
  bodySnippet: string;
}

/** A request to send: the endpoint's `url`, the JSON `body` and the signature headers (`signedWebhook`). */
export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** Posts a webhook; throws when there is no HTTP answer (refused address, time-out, network). */
export type PostWebhook = (request: WebhookRequest) => Promise<WebhookResponse>;

// UTF-8 takes at most 4 bytes a character: read no more than the snippet can need.
const SNIPPET_BYTES = WEBHOOK_RESPONSE_SNIPPET_CHARS * 4;

function guardedLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const first = addresses[0];
        const refused = addresses.find((a) => isPrivateAddress(a.address));
        if (!first || refused) {
          const address = refused?.address ?? 'no address';
          callback(new Error(`${hostname} resolves to ${address}, a private or local address`), '');
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

async function readSnippet(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < SNIPPET_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A body cut short (time-out, reset) still leaves the status code and what arrived.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_RESPONSE_SNIPPET_CHARS);
}

/**
 * Creates the sender guarded by `guard`; `close()` ends its pooled connections. `post` answers any
 * HTTP status (3xx included, redirects are not followed) and throws when there is none: the guard's
 * `validation_failed` for a refused URL, a `TimeoutError` after {@link WEBHOOK_TIMEOUT_MS}, or the
 * network's error.
 */
export function createWebhookTransport(guard: UrlGuardOptions): {
  post: PostWebhook;
  close(): Promise<void>;
} {
  const dispatcher = new Agent({
    connect: guard.allowPrivate ? {} : { lookup: guardedLookup(guard.resolve) },
  });
  const post: PostWebhook = async ({ url, body, headers }) => {
    await assertDeliverableUrl(url, guard);
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      dispatcher,
    });
    return { statusCode: response.status, bodySnippet: await readSnippet(response) };
  };
  return { post, close: () => dispatcher.close() };
}
