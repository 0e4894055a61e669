/**
 * A local mailbox for the browser tests: an SMTP server (smtp-server) the app sends its outbox
 * through (`SMTP_URL`), keeping each message decoded (mailparser, attachments summarised), and a small HTTP endpoint
 * `GET /messages?to=<address>` listing what arrived for an address, newest last — so a test reads an
 * email the way its recipient would.
 * @module
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A file that came with an email: its name, type, size in bytes and first bytes (Latin-1). */
export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  size: number;
  head: string;
}

/** One received email: recipients, subject, plain-text body and attachments. */
export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  attachments: ReceivedAttachment[];
}

/** Starts the mailbox on free local ports; returns the SMTP URL for the app and the HTTP URL for tests. */
export async function startMailSink() {
  const received: ReceivedEmail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              size: file.content.length,
              head: file.content.subarray(0, 8).toString('latin1'),
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://mail').searchParams.get('to')?.toLowerCase() ?? '';
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(received.filter((mail) => mail.to.includes(to))));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailURL: `http://127.0.0.1:${httpPort}`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/**
 * The emails `address` received so far in the mailbox at `mailURL`, waiting up to `timeoutMs` for
 * at least one whose subject contains `subject`; returns that newest match.
 */
export async function waitForEmail(
  mailURL: string,
  address: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${mailURL}/messages?to=${encodeURIComponent(address)}`);
    const mails = ((await res.json()) as ReceivedEmail[]).filter((m) => m.subject.includes(subject));
    const newest = mails.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no email "${subject}" to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
