/**
 * Payer pages as a payer's phone gets them (docs/testing.md#budgets): each payer page of the demo
 * merchant opened in a fresh Chromium profile (nothing cached) against the real server, counting
 * the bytes that actually cross the wire — compressed bodies plus headers of every request: HTML,
 * CSS, JS, fonts, images and API calls — and the requests started before first paint. Printed
 * beside the budgets: ≤ 50 KB for `/pay/{id}`, ≤ 60 KB for every other payer page (an invoice's
 * included, in English and French), ≤ 6 requests
 * before first paint. A measurement: it prints OVER rather than failing, and skips without Chromium.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium';
import { startServer } from './server-process';

const KB = 1024;

/**
 * Every payer page, on the demo merchant's seeded links (docs/product.md#demo-data), with its byte
 * budget; the receipt and the self-service page come from a card payment and a subscription made
 * through the payer API first.
 */
async function payerPages(baseURL: string): Promise<Array<{ path: string; budgetBytes: number }>> {
  // Every /api write carries the web app's CSRF header; payer requests need no sign-in.
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'malipo', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const cardMethod = async () => {
    const { token } = await post('/api/sandbox/tokens', {
      number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      holderName: 'Bench Payer',
    });
    return { type: 'card', token };
  };
  const payer = { name: 'Bench Payer', email: 'bench@example.com' };
  const payment = await post(
    '/api/public/payment-links/abc123/payments',
    { payer, paymentMethod: await cardMethod() },
    { 'idempotency-key': randomUUID() },
  );
  const subscribed = await post(
    '/api/public/subscription-links/demo-subscribe/subscriptions',
    { subscriber: payer, paymentMethod: await cardMethod() },
    { 'idempotency-key': randomUUID() },
  );
  const invoiceId = await demoInvoice(baseURL);
  return [
    { path: '/pay/abc123', budgetBytes: 50 * KB },
    // In French: its texts travel in the page (docs/i18n.md), so a language weighs on every page.
    { path: '/pay/abc123?lang=fr', budgetBytes: 50 * KB },
    { path: '/donate/demo-donate', budgetBytes: 60 * KB },
    { path: '/subscribe/demo-subscribe', budgetBytes: 60 * KB },
    { path: '/catalogue/demo-catalogue', budgetBytes: 60 * KB },
    { path: '/catalogue/demo-catalogue/checkout', budgetBytes: 60 * KB },
    { path: `/receipts/${String(payment.receiptId)}`, budgetBytes: 60 * KB },
    { path: `/subscriptions/${encodeURIComponent(String(subscribed.manageToken))}`, budgetBytes: 60 * KB },
    { path: `/invoice/${invoiceId}`, budgetBytes: 60 * KB },
    { path: `/invoice/${invoiceId}?lang=fr`, budgetBytes: 60 * KB },
  ];
}

/**
 * An open two-line invoice with tax, paid in part allowed, of the demo merchant (signed in as
 * `demo@malipo.dev`): drafted and finalized through the dashboard API; returns its id.
 */
async function demoInvoice(baseURL: string): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'malipo' };
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'demo@malipo.dev', password: 'malipo-demo' }),
  });
  if (!login.ok) throw new Error(`demo sign-in: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const send = async (path: string, body: unknown) => {
    const res = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: string }>;
  };
  const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const draft = await send('/api/invoices', {
    customer: { name: 'Bench Customer', email: 'bench-customer@example.com' },
    currency: 'RWF',
    dueDate: due,
    allowPartialPayment: true,
    memo: 'Term 1 fees',
    lines: [
      { description: 'Tuition', quantity: 2, unitPriceMinor: 50_000, taxRateBps: 1_800 },
      { description: 'Uniform', quantity: 1, unitPriceMinor: 12_000 },
    ],
  });
  await send(`/api/invoices/${draft.id}/finalize`, {});
  return draft.id;
}

/** The budgets' network (docs/testing.md#budgets): 400 Kbps both ways, 400 ms round trips. */
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

/** Requests allowed before first paint. */
const REQUESTS_BEFORE_PAINT_BUDGET = 6;

interface PageWeight {
  wireBytes: number;
  requests: number;
  requestsBeforePaint: number;
  largest: { url: string; bytes: number }[];
}

/** Opens `url` in a new context and adds up what the network carried until it went idle. */
async function weigh(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // On a fast loopback the scripts would arrive before the browser paints at all; counted on the
    // 3G link the budget is about, "before first paint" means what the payer waits for.
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    const urls = new Map<string, string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
    await page.goto(url, { waitUntil: 'networkidle' });
    // Evaluated in the page (a string: this package compiles without the DOM's types).
    const { firstPaintMs, startTimesMs } = (await page.evaluate(`({
      firstPaintMs: performance.getEntriesByType('paint')[0]?.startTime ?? Infinity,
      startTimesMs: performance.getEntriesByType('resource').map((entry) => entry.startTime),
    })`)) as { firstPaintMs: number; startTimesMs: number[] };
    const rows = [...bytes].map(([id, n]) => ({ url: urls.get(id) ?? id, bytes: n }));
    return {
      wireBytes: rows.reduce((sum, row) => sum + row.bytes, 0),
      requests: rows.length,
      // The document itself, plus every resource requested before the first paint.
      requestsBeforePaint: 1 + startTimesMs.filter((t) => t < firstPaintMs).length,
      largest: rows.sort((a, b) => b.bytes - a.bytes).slice(0, 5),
    };
  } finally {
    await context.close();
  }
}

if (!existsSync(CHROME_PATH)) {
  console.log(`Payer wire bench skipped: no Chromium at ${CHROME_PATH} (apt-get install -y chromium).`);
} else {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  const lines: string[] = [];
  try {
    for (const { path, budgetBytes } of await payerPages(server.baseURL)) {
      const weight = await weigh(browser, `${server.baseURL}${path}`);
      console.log(`\n${path}: ${weight.requests} requests, largest:`);
      for (const row of weight.largest) console.log(`${String(row.bytes).padStart(9)} B  ${row.url}`);
      const bytesVerdict = weight.wireBytes <= budgetBytes ? 'PASS' : 'OVER';
      const paintVerdict = weight.requestsBeforePaint <= REQUESTS_BEFORE_PAINT_BUDGET ? 'PASS' : 'OVER';
      lines.push(
        `${(path.length > 36 ? `${path.slice(0, 33)}...` : path).padEnd(36)} ${(weight.wireBytes / KB).toFixed(1).padStart(6)} KB / ${budgetBytes / KB} KB ${bytesVerdict}` +
          `   ${String(weight.requestsBeforePaint).padStart(2)} / ${REQUESTS_BEFORE_PAINT_BUDGET} requests before first paint ${paintVerdict}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log('\nPayer pages on the wire (compressed bytes of every request, fresh cache):');
  for (const line of lines) console.log(line);
}
