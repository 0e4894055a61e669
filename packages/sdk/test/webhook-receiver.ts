/**
 * A merchant's webhook endpoint for tests: a `node:http` server on a loopback port that keeps every
 * delivery's raw body and headers and answers 204, as a receiver built from the README would.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';

/** One delivery as received. */
export interface ReceivedDelivery {
  body: Buffer;
  headers: IncomingHttpHeaders;
}

/** Starts the receiver. Call `close()` when done. */
export async function startWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks), headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('receiver is not on a TCP port');
  return {
    url: `http://127.0.0.1:${address.port}/webhooks/malipo`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
