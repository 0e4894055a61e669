/**
 * A real HTTP webhook receiver for tests: node:http on 127.0.0.1 at a free port, recording every
 * request and answering with the statuses a test queues (200 once the queue is empty).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver got. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Starts a receiver; `url(path)` is its address, `close()` stops it. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: { status: number; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.shift() ?? { status: 200, body: 'ok' };
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    /** Queues the answers to the next requests, in order. */
    answerWith: (...next: { status: number; body?: string }[]) => {
      answers.push(...next.map((a) => ({ status: a.status, body: a.body ?? '' })));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A started receiver. */
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
