/**
 * The documentation page's static content: quick-start steps with code, SDK cards, integration
 * guides, sandbox test data and the sample webhook receiver (docs/product.md#site-pages documentation, docs/product.md#api-calls, docs/product.md#constants SDK
 * versions; docs/architecture.md#merchants-sessions-and-the-public-api: `sk_test_` keys, `Idempotency-Key`, Standard Webhooks signatures). The
 * endpoint list is not here: the page reads it from `/v1/openapi.json` at runtime.
 * @module
 */
import {
  BellRingIcon,
  KeyRoundIcon,
  LinkIcon,
  RefreshCwIcon,
  RepeatIcon,
  SmartphoneIcon,
} from 'lucide-react';
import type { Feature } from '../types';
import type { SdkEntry } from './types';

/** Stands for the API's origin in code samples; the page puts the origin it was served from. */
export const API_BASE_PLACEHOLDER = '{{API_BASE}}';

/** A titled code sample. */
export interface CodeSample {
  title: string;
  description: string;
  language: 'bash' | 'javascript';
  code: string;
}

/** The three quick-start steps. */
export const QUICK_START_STEPS: readonly CodeSample[] = [
  {
    title: 'Get your API key',
    description:
      'Sign in, open Developers in your dashboard and create a secret key. Test keys start with sk_test_ and only move sandbox money. Keep the key on your server.',
    language: 'bash',
    code: 'export MALIPO_SECRET_KEY="sk_test_your_key_here"',
  },
  {
    title: 'Create a payment link',
    description:
      'Amounts are integers in minor units: 2500 is 25.00 USD. Send an Idempotency-Key so a retry never creates a second link.',
    language: 'bash',
    code: `curl {{API_BASE}}/v1/payment-links \\
  -H "Authorization: Bearer $MALIPO_SECRET_KEY" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -H "Content-Type: application/json" \\
  -d '{
    "productName": "Premium T-shirt",
    "amountMinor": 2500,
    "currency": "USD",
    "redirectUrl": "https://shop.example.com/thanks"
  }'`,
  },
  {
    title: 'Check a transaction',
    description:
      'Share the link’s /pay address with your customer. When they pay, fetch the transaction (or listen for the payment.succeeded webhook) before you fulfil the order.',
    language: 'bash',
    code: `curl {{API_BASE}}/v1/transactions/pay_01JD3ZK4Q8N6V7W2X3Y4Z5A6B7 \\
  -H "Authorization: Bearer $MALIPO_SECRET_KEY"`,
  },
];

/** The four SDK cards (docs/product.md#constants SDK versions). */
export const SDKS: readonly SdkEntry[] = [
  {
    name: 'Node.js',
    version: '2.1.0',
    description: 'Typed client for Node.js 20+ with webhook signature verification built in.',
    install: 'npm install @malipo/sdk',
  },
  {
    name: 'Python',
    version: '1.8.0',
    description: 'For Django, Flask and FastAPI apps. Supports Python 3.9 and later.',
    install: 'pip install malipo',
  },
  {
    name: 'PHP',
    version: '1.5.0',
    description: 'For Laravel, WordPress and plain PHP 8.1+ projects.',
    install: 'composer require malipo/malipo-php',
  },
  {
    name: 'Java',
    version: '1.3.0',
    description: 'For Spring and Android backends on Java 11 and later.',
    install: 'implementation("dev.malipo:malipo-java:1.3.0")',
  },
];

/** An integration guide: what it covers, in three steps. */
export interface IntegrationGuide extends Feature {
  steps: readonly string[];
}

/** Integration guides. */
export const INTEGRATION_GUIDES: readonly IntegrationGuide[] = [
  {
    icon: LinkIcon,
    title: 'Payment links',
    text: 'Sell without a website: create a link and share it anywhere.',
    steps: ['POST /v1/payment-links', 'Share the /pay address', 'Receive payment.succeeded'],
  },
  {
    icon: SmartphoneIcon,
    title: 'Mobile money',
    text: 'Charge MTN MoMo, Airtel Money and M-Pesa wallets.',
    steps: [
      'POST /v1/transactions with a phone number',
      'The payer approves the prompt',
      'Status moves from requires_action to succeeded',
    ],
  },
  {
    icon: BellRingIcon,
    title: 'Webhooks',
    text: 'Get told about payments, refunds and payouts as they happen.',
    steps: ['Add an endpoint in the dashboard', 'Verify every signature', 'Answer 2xx within 15 seconds'],
  },
  {
    icon: RepeatIcon,
    title: 'Subscriptions',
    text: 'Bill customers weekly, monthly, quarterly or yearly.',
    steps: ['Create a subscription link', 'Offer an optional free trial', 'Handle subscription.renewed'],
  },
  {
    icon: RefreshCwIcon,
    title: 'Refunds',
    text: 'Return all or part of a payment to the payer.',
    steps: ['POST /v1/refunds', 'Partial refunds up to the captured amount', 'Receive refund.succeeded'],
  },
  {
    icon: KeyRoundIcon,
    title: 'Idempotency',
    text: 'Retry safely on flaky networks without charging twice.',
    steps: [
      'Send an Idempotency-Key on every POST',
      'Same key and body replays the answer',
      'Keys are kept for 24 hours',
    ],
  },
];

/** Sandbox test cards (README "Sandbox payments"). */
export const SANDBOX_CARDS: readonly { number: string; outcome: string }[] = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
  { number: '4000 0000 0000 3220', outcome: 'Asks for OTP 123456' },
];

/** A webhook receiver verifying Standard Webhooks signatures with nothing but Node's standard library. */
export const WEBHOOK_RECEIVER_SAMPLE: CodeSample = {
  title: 'Verify webhook signatures',
  description:
    'Every delivery is signed per the Standard Webhooks spec: an HMAC-SHA256 of "webhook-id.webhook-timestamp.body" with your endpoint’s whsec_ secret, sent in the webhook-signature header. Reject anything that does not match or is more than 5 minutes old.',
  language: 'javascript',
  code: `import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

const secret = Buffer.from(process.env.MALIPO_WEBHOOK_SECRET.replace('whsec_', ''), 'base64');
const app = express();

app.post('/webhooks/malipo', express.raw({ type: 'application/json' }), (req, res) => {
  const id = req.header('webhook-id');
  const timestamp = req.header('webhook-timestamp');
  const signatures = req.header('webhook-signature') ?? '';
  if (!id || !timestamp || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) {
    return res.status(400).send('Stale or malformed webhook');
  }

  const expected = createHmac('sha256', secret)
    .update(\`\${id}.\${timestamp}.\${req.body}\`)
    .digest();
  const isValid = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const received = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && received.length === expected.length && timingSafeEqual(received, expected);
  });
  if (!isValid) return res.status(401).send('Invalid signature');

  const event = JSON.parse(req.body);
  if (event.type === 'payment.succeeded') {
    // Fulfil the order for event.data.id here.
  }
  res.sendStatus(204);
});

app.listen(4242);`,
};
