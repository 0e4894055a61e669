/**
 * What the local fakes of providers' APIs share: a node:http server on 127.0.0.1 at a free port
 * that hands each request's whole body to the fake, the failures a test can inject, and posting a
 * callback to Malipo a number of times (once, or twice for a duplicate).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A failure to inject: answer `status` instead of handling the request, and/or answer after `delayMs`. */
export interface FakeFailure {
  status?: number;
  delayMs?: number;
}

/** Starts a server calling `handle` with each request and its body as text; `close()` stops it. */
export async function listenFake(
  handle: (req: IncomingMessage, res: ServerResponse, rawBody: string) => Promise<unknown> | unknown,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** POSTs `body` as JSON to `url` `times` times with `headers`; answers each response's status. */
export async function postRepeatedly(
  url: string,
  body: unknown,
  times: number,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    statuses.push(res.status);
  }
  return statuses;
}

/** The last of `requests` (a fake's log), its JSON body parsed (`{}` when it had none). */
export function lastRequestOf<R extends { rawBody: string }>(requests: readonly R[]) {
  const request = requests.at(-1);
  if (!request) throw new Error('The fake received no request');
  return { ...request, body: JSON.parse(request.rawBody || '{}') as Record<string, unknown> };
}
