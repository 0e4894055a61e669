/**
 * The load driver of the write-path bench (`write-path.bench.ts`): a payer's checkout on the demo
 * merchant's new payment link with the sandbox success card, one payment under a new
 * `Idempotency-Key`, and {@link CONNECTIONS} payers paying in a loop on keep-alive connections.
 * Each payment comes from its own payer (email), as a thousand payments a second do: one payer paying
 * one link hundreds of times a second would queue on that payer's own rows (the link's count of
 * distinct payers, their customer record), which no real checkout does.
 * @module
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { ServerProcess } from './server-process';

/** Payers paying at once, each on its own keep-alive connection. */
export const CONNECTIONS = 20;
/** Seconds each loaded run pays before its payments are timed. */
const WARM_UP_SECONDS = 3;
const DEMO = { email: 'demo@malipo.dev', password: 'malipo-demo' };
const SUCCESS_CARD = '4242424242424242';

/** An HTTP answer: status and body text. */
export interface Answer {
  status: number;
  body: string;
}

/** Sends one request on `agent`'s keep-alive connections. */
export function send(
  agent: http.Agent,
  base: URL,
  input: { method: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const body = input.body === undefined ? undefined : JSON.stringify(input.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: input.method,
        path: input.path,
        headers: {
          'x-requested-with': 'malipo',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...input.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** What a payer sends: the link and the card token. */
export interface Checkout {
  agent: http.Agent;
  base: URL;
  linkId: string;
  cardToken: string;
}

/** Signs in as the demo merchant, creates a payment link and tokenizes the success card. */
export async function prepareCheckout(server: ServerProcess): Promise<Checkout> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const base = new URL(server.baseURL);
  const login = await new Promise<string>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'malipo' },
      },
      (res) => {
        res.resume();
        const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
        res.on('end', () => (res.statusCode === 200 ? resolve(cookie) : reject(new Error('login failed'))));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(DEMO));
  });
  const link = await send(agent, base, {
    method: 'POST',
    path: '/api/payment-links',
    headers: { cookie: login },
    body: { productName: 'Bench product', description: 'Write path', amountMinor: 12_500, currency: 'USD' },
  });
  if (link.status !== 201) throw new Error(`link creation answered ${link.status}: ${link.body}`);
  const token = await send(agent, base, {
    method: 'POST',
    path: '/api/sandbox/tokens',
    body: { number: SUCCESS_CARD, expiry: '12/30', cvc: '123', holderName: 'Bench Payer' },
  });
  if (token.status !== 201) throw new Error(`tokenization answered ${token.status}: ${token.body}`);
  return {
    agent,
    base,
    linkId: (JSON.parse(link.body) as { id: string }).id,
    cardToken: (JSON.parse(token.body) as { token: string }).token,
  };
}

/** A new payer pays the link once under a new key; throws unless the payment succeeded. */
export async function payOnce(checkout: Checkout): Promise<void> {
  const key = randomUUID();
  const res = await send(checkout.agent, checkout.base, {
    method: 'POST',
    path: `/api/public/payment-links/${checkout.linkId}/payments`,
    headers: { 'idempotency-key': key },
    body: {
      payer: { name: 'Bench Payer', email: `payer-${key}@example.com` },
      paymentMethod: { type: 'card', token: checkout.cardToken },
    },
  });
  if (res.status !== 201 || (JSON.parse(res.body) as { status: string }).status !== 'succeeded') {
    throw new Error(`payment answered ${res.status}: ${res.body.slice(0, 300)}`);
  }
}

/** Confirmations per second and latency percentiles of a loaded run. */
export interface LoadResult {
  /** Payments timed (after the warm-up). */
  payments: number;
  /** Payments made, the warm-up's included. */
  made: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * {@link CONNECTIONS} payers paying the link in a loop, each on its own keep-alive connection, for
 * {@link WARM_UP_SECONDS} (not counted) then `seconds`. Latency is from sending to the whole answer.
 */
export async function load(checkout: Checkout, seconds: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const payer = { ...checkout, agent };
  const warmUntil = performance.now() + WARM_UP_SECONDS * 1000;
  const until = warmUntil + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let made = 0;
  const loop = async () => {
    for (let now = performance.now(); now < until; now = performance.now()) {
      try {
        await payOnce(payer);
        made += 1;
        if (now >= warmUntil) latencies.push(performance.now() - now);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    payments: sorted.length,
    made,
    perSecond: sorted.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}
