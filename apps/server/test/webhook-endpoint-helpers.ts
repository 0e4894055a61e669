/**
 * The webhook tests' app and receiver (`webhooks.test.ts`, `webhook-delivery.test.ts`): a test app
 * that may post to loopback, a local receiver, and the dashboard calls those tests make on endpoints.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** An endpoint as the dashboard answers it. */
export type Endpoint = { id: string; secret: string; isEnabled: boolean };

/** The suite's app and receiver, set once its `beforeAll` has run. */
export interface WebhookSuite {
  t: TestApp;
  receiver: WebhookReceiver;
}

/**
 * Registers the suite's hooks: the app and receiver start before its tests and stop after them, and
 * before each test the deliveries an earlier test queued go out and the receiver forgets them.
 */
export function webhookSuite(): WebhookSuite {
  const suite = {} as WebhookSuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
    suite.receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await suite.t.close();
    await suite.receiver.close();
  });
  beforeEach(async () => {
    // Deliveries a previous test queued but did not run go out now, not in the middle of this one.
    await suite.t.jobs.runDue();
    suite.receiver.received.length = 0;
  });
  return suite;
}

/** The dashboard's endpoint calls, as `cookie`'s merchant, on `suite`'s app. */
export function endpointCalls(suite: WebhookSuite) {
  return {
    /** Adds an endpoint posting to the suite's receiver (or `body.url`); throws unless 201. */
    async addEndpoint(cookie: string, body: Record<string, unknown> = {}): Promise<Endpoint> {
      const res = await suite.t.request('POST', '/api/webhook-endpoints', {
        cookie,
        body: { url: suite.receiver.url(), description: 'Orders service', ...body },
      });
      if (res.statusCode !== 201) throw new Error(`endpoint creation failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },

    /** The endpoint's delivery log, newest first. */
    async deliveries(cookie: string, endpointId: string) {
      const res = await suite.t.request('GET', `/api/webhook-endpoints/${endpointId}/deliveries`, { cookie });
      return res.json().data as {
        id: string;
        eventType: string;
        status: string;
        attempts: number;
        lastStatusCode: number | null;
        lastResponseSnippet: string | null;
        nextAttemptAt: string | null;
      }[];
    },

    /** Sends the endpoint a test event. */
    sendTest: (cookie: string, endpointId: string) =>
      suite.t.request('POST', `/api/webhook-endpoints/${endpointId}/test`, { cookie }),
  };
}
