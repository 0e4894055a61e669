/**
 * What a payer's browser meets at Flutterwave, for browser tests against the fake
 * (`flutterwave-fake.ts`): the hosted payment page of Flutterwave Standard
 * (https://developer.flutterwave.com/docs/flutterwave-standard-1) — Pay or Cancel, after which
 * Flutterwave sends its `charge.completed` callback and returns the payer to the merchant's
 * `redirect_url` with `status`, `tx_ref` and `transaction_id` in the query — and two controls a test
 * running in another process posts to steer the fake: `POST /__fake/complete`
 * `{ txRef, status, amount? }` (the payer approved or declined on their phone, or the transfer
 * arrived) and `POST /__fake/callback` `{ txRef } | { transferReference }` (Flutterwave calls back).
 */
import type { ServerResponse } from 'node:http';
import type { FlutterwaveFake } from './flutterwave-fake';

const PAGE = /^\/v3\/hosted\/pay\/(\d+)$/;

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** The hosted page for a link of `amount` `currency`: Pay and Cancel, posting to itself. */
function checkoutPage(amount: number, currency: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Flutterwave test checkout</title></head>
<body><main><h1>Flutterwave test checkout</h1><p>Pay ${currency} ${amount}</p>
<form method="post"><button name="outcome" value="successful">Pay ${currency} ${amount}</button>
<button name="outcome" value="cancelled">Cancel payment</button></form></main></body></html>`;
}

/**
 * Makes `fake` serve its payer pages and test controls; `callbackUrl` is where its callbacks go
 * (Malipo's `/webhooks/providers/flutterwave`).
 */
export function serveFlutterwavePages(fake: FlutterwaveFake, callbackUrl: () => string): void {
  fake.servePages(async (method, url, rawBody, res) => {
    const page = PAGE.exec(url.pathname)?.[1];
    const link = page === undefined ? undefined : fake.hostedLink(page);
    if (page !== undefined && !link) {
      html(res, 404, '<!doctype html><title>Not found</title><p>This payment link does not exist.</p>');
      return true;
    }
    if (link && method === 'GET') {
      html(res, 200, checkoutPage(link.amount, link.currency));
      return true;
    }
    if (link && method === 'POST') {
      const outcome = new URLSearchParams(rawBody).get('outcome');
      const back = new URL(link.redirectUrl);
      back.searchParams.set('tx_ref', link.txRef);
      if (outcome === 'successful') {
        const id = fake.complete(link.txRef, 'successful');
        await fake.sendCallback(callbackUrl(), { txRef: link.txRef });
        back.searchParams.set('status', 'successful');
        back.searchParams.set('transaction_id', String(id));
      } else {
        back.searchParams.set('status', 'cancelled');
      }
      res.writeHead(303, { location: back.toString() }).end();
      return true;
    }
    if (method === 'POST' && url.pathname === '/__fake/complete') {
      const body = JSON.parse(rawBody) as { txRef: string; status: 'successful' | 'failed'; amount?: number };
      const amount = body.amount === undefined ? {} : { amount: body.amount };
      json(res, 200, { id: fake.complete(body.txRef, body.status, amount) });
      return true;
    }
    if (method === 'POST' && url.pathname === '/__fake/callback') {
      const target = JSON.parse(rawBody) as { txRef: string } | { transferReference: string };
      json(res, 200, { statuses: await fake.sendCallback(callbackUrl(), target) });
      return true;
    }
    return false;
  });
}
