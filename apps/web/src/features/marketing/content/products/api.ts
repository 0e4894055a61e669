/**
 * Copy of `/products/api`. SDK versions follow docs/product.md#constants; webhooks follow the Standard Webhooks spec.
 * @module
 */
import {
  BoxesIcon,
  FlaskConicalIcon,
  KeyRoundIcon,
  RepeatIcon,
  ShieldAlertIcon,
  WebhookIcon,
} from 'lucide-react';
import type { ProductPageContent } from '../types';

/** The API product page. */
export const API_PAGE: ProductPageContent = {
  meta: {
    title: 'Payments API',
    description:
      'Build payments into your product with Malipo’s REST API: SDKs for Node, Python, PHP and Java, signed webhooks, idempotent requests, a sandbox and fraud protection.',
  },
  hero: {
    eyebrow: 'Payments API',
    title: 'Payments infrastructure for African developers',
    lead: 'A predictable REST API with an OpenAPI document, SDKs for Node, Python, PHP and Java, signed webhooks and a sandbox that behaves like the real networks, cards and mobile money alike.',
  },
  features: [
    {
      icon: BoxesIcon,
      title: 'Official SDKs',
      text: 'Node 2.1.0, Python 1.8.0, PHP 1.5.0 and Java 1.3.0, typed and versioned with the API.',
    },
    {
      icon: WebhookIcon,
      title: 'Signed webhooks',
      text: 'payment.succeeded, refund.succeeded, payout.paid and more, signed and retried for up to 3 days.',
    },
    {
      icon: RepeatIcon,
      title: 'Idempotent requests',
      text: 'Send an Idempotency-Key with every write and retry safely: a payment is never created twice.',
    },
    {
      icon: FlaskConicalIcon,
      title: 'Realistic sandbox',
      text: 'Test cards for declines, insufficient funds and OTP, and mobile money that approves or times out.',
    },
    {
      icon: KeyRoundIcon,
      title: 'Scoped API keys',
      text: 'Create and revoke secret keys from your dashboard. Keys are shown once and stored hashed.',
    },
    {
      icon: ShieldAlertIcon,
      title: 'Fraud protection',
      text: 'Card data is tokenized by the provider and every payment is screened before it is captured.',
    },
  ],
  steps: [
    { title: 'Get your keys', text: 'Sign up, open Developers in your dashboard and create a test key.' },
    {
      title: 'Build in the sandbox',
      text: 'Create payments and refunds, and receive webhooks on your endpoint.',
    },
    { title: 'Go live', text: 'Swap in a live key. Same code, same SDK, real money.' },
  ],
  benefits: [
    'OpenAPI 3.1 document generated from the API itself',
    'Consistent errors with codes and field messages',
    'Cursor pagination on every list',
    'Webhook signatures you can verify with the SDK',
    '45ms median API response time',
    'API access from the Professional plan',
  ],
  stats: [
    { value: '99.9%', label: 'API uptime' },
    { value: '45ms', label: 'Median response' },
    { value: '4', label: 'Official SDKs' },
    { value: '3 days', label: 'Webhook retries' },
  ],
  faq: [
    {
      question: 'Is there a test mode?',
      answer:
        'Yes. Test keys use the sandbox, where documented test cards and phone numbers trigger each outcome.',
    },
    {
      question: 'How do I verify a webhook?',
      answer:
        'Each delivery carries webhook-id, webhook-timestamp and webhook-signature headers (Standard Webhooks). The SDKs verify them in one call.',
    },
    {
      question: 'Which plan do I need?',
      answer: 'API access and webhooks are included from the Professional plan at $29 a month.',
    },
  ],
};
