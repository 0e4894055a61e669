/**
 * A local fake of MTN MoMo's Open API for tests (docs/payments.md#providers): node:http on
 * 127.0.0.1 at a free port, answering the Collection and Disbursement endpoints Malipo's MoMo
 * client calls with the shapes MoMo documents, and checking what MoMo checks — Basic
 * authentication of the API user and key on the token routes, the product's
 * `Ocp-Apim-Subscription-Key` and a live Bearer token of that product everywhere else
 * (https://momodeveloper.mtn.com/api-documentation/api-description), the `X-Target-Environment`
 * and the currency it takes, a version 4 UUID `X-Reference-Id` used once (a repeat is 409
 * `RESOURCE_ALREADY_EXIST` and changes nothing), the callback host, and the body's fields
 * (https://momodeveloper.mtn.com/api-documentation/common-error). Rules are in
 * `mtn-momo-fake-rules.ts`.
 *
 * Tests steer it: `failNext` makes the next requests fail or answer late, `expireTokens` ends
 * every token issued so far, `complete` and `completeTransfer` give a pending request its outcome,
 * and `sendCallback` sends a request's result to the `X-Callback-Url` it was created with.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { lastRequestOf, listenFake, type FakeFailure } from './fake-http';
import {
  accessDenied,
  badRequest,
  checkAmount,
  checkNote,
  checkParty,
  ENVIRONMENT_CURRENCIES,
  errorReason,
  injectedFailure,
  PRODUCTS,
  Refusal,
  resultBody,
  UUID_V4,
  type FakeRecord,
  type Product,
  type Status,
} from './mtn-momo-fake-rules';

/** A request the fake received; the Authorization and subscription key headers are not kept. */
export interface FakeRequest {
  method: string;
  /** Path and query string. */
  path: string;
  /** The body exactly as sent, to check how amounts were written. */
  rawBody: string;
  /** The other headers, names in lower case. */
  headers: IncomingHttpHeaders;
}

/** Starts the fake; `baseUrl` is its origin, `close()` stops it. */
export async function startMomoFake(options: {
  apiUser: string;
  apiKey: string;
  subscriptionKeys: Record<Product, string>;
  /** `expires_in` of the tokens it issues, in seconds (3600 by default). */
  tokenExpiresInS?: number;
  /** The host registered for callbacks: an `X-Callback-Url` elsewhere is refused. */
  providerCallbackHost?: string;
  /**
   * When set, every request is approved this long after it is made (ms) and its callback sent,
   * as a payer approving on the phone would: for browser tests, where no test steers the fake.
   */
  approveAfterMs?: number;
}) {
  const expiresInS = options.tokenExpiresInS ?? 3600;
  const requests: FakeRequest[] = [];
  const failures: FakeFailure[] = [];
  const tokens = new Map<string, { product: Product; expiresAtMs: number }>();
  const records: Record<Product, Map<string, FakeRecord>> = {
    collection: new Map(),
    disbursement: new Map(),
  };
  let nextId = 1_000_000;

  const header = (req: IncomingMessage, name: string) => {
    const value = req.headers[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };

  // POST /{product}/token/ — https://momodeveloper.mtn.com/docs/services/collection/operations/token-POST
  // and https://momodeveloper.mtn.com/docs/services/disbursement/operations/token-POST
  const issueToken = (req: IncomingMessage, product: Product, rawBody: string) => {
    if (header(req, 'ocp-apim-subscription-key') !== options.subscriptionKeys[product]) {
      throw accessDenied('Access denied due to invalid subscription key.');
    }
    const basic = Buffer.from(`${options.apiUser}:${options.apiKey}`).toString('base64');
    if (header(req, 'authorization') !== `Basic ${basic}`) throw new Refusal(401, { error: 'login_failed' });
    if (rawBody !== '') throw badRequest('the token operation takes no body');
    const accessToken = `momo-fake-token-${product}-${nextId++}`;
    tokens.set(accessToken, { product, expiresAtMs: Date.now() + expiresInS * 1000 });
    return {
      status: 200,
      body: { access_token: accessToken, token_type: 'access_token', expires_in: expiresInS },
    };
  };

  /** The subscription key and a live Bearer token of `product`, and a known target environment. */
  const authorize = (req: IncomingMessage, product: Product) => {
    if (header(req, 'ocp-apim-subscription-key') !== options.subscriptionKeys[product]) {
      throw accessDenied('Access denied due to invalid subscription key.');
    }
    const token = tokens.get((header(req, 'authorization') ?? '').replace(/^Bearer /, ''));
    if (!token || token.product !== product || token.expiresAtMs <= Date.now()) {
      throw accessDenied('Access denied due to invalid or expired access token.');
    }
    const targetEnvironment = header(req, 'x-target-environment') ?? '';
    if (!Object.hasOwn(ENVIRONMENT_CURRENCIES, targetEnvironment)) {
      throw errorReason(400, 'NOT_ALLOWED_TARGET_ENVIRONMENT', 'Access to target environment is forbidden.');
    }
    return targetEnvironment;
  };

  // POST /collection/v1_0/requesttopay — https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-POST
  // POST /disbursement/v1_0/transfer — https://momodeveloper.mtn.com/docs/services/disbursement/operations/transfer-POST
  // Both answer 202 with no body; a reused X-Reference-Id is 409 and changes nothing.
  const create = (req: IncomingMessage, product: Product, targetEnvironment: string, rawBody: string) => {
    const referenceId = header(req, 'x-reference-id') ?? '';
    if (!UUID_V4.test(referenceId)) throw badRequest('X-Reference-Id must be a UUID version 4');
    const callbackUrl = header(req, 'x-callback-url');
    if (callbackUrl !== null && options.providerCallbackHost !== undefined) {
      if (URL.parse(callbackUrl)?.host !== options.providerCallbackHost) {
        throw errorReason(
          400,
          'INVALID_CALLBACK_URL_HOST',
          'Callback URL with different host than registered.',
        );
      }
    }
    const body = JSON.parse(rawBody) as Record<string, unknown>;
    const currency = typeof body.currency === 'string' ? body.currency : '';
    if (currency !== ENVIRONMENT_CURRENCIES[targetEnvironment]) {
      throw errorReason(400, 'INVALID_CURRENCY', 'Currency not supported.');
    }
    const record: FakeRecord = {
      targetEnvironment,
      callbackUrl,
      amount: checkAmount(body.amount, currency),
      currency,
      externalId: typeof body.externalId === 'string' ? body.externalId : '',
      party: checkParty(body[PRODUCTS[product].party]),
      payerMessage: checkNote(body.payerMessage, 'payerMessage'),
      payeeNote: checkNote(body.payeeNote, 'payeeNote'),
      status: 'PENDING',
      reason: null,
      financialTransactionId: null,
    };
    if (records[product].has(referenceId)) {
      throw errorReason(
        409,
        'RESOURCE_ALREADY_EXIST',
        'Duplicated reference id. Creation of resource failed.',
      );
    }
    records[product].set(referenceId, record);
    approveLater(product, referenceId);
    return { status: 202, body: null };
  };

  // GET /collection/v1_0/requesttopay/{referenceId} — https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-referenceId-GET
  // GET /disbursement/v1_0/transfer/{referenceId} — https://momodeveloper.mtn.com/docs/services/disbursement/operations/transfer-referenceId-GET
  // A request of another target environment is not found there.
  const lookUp = (product: Product, targetEnvironment: string, referenceId: string) => {
    const record = records[product].get(referenceId);
    if (!record || record.targetEnvironment !== targetEnvironment) {
      throw errorReason(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    }
    return { status: 200, body: resultBody(record, PRODUCTS[product].party) };
  };

  const route = (req: IncomingMessage, path: string, rawBody: string) => {
    const method = req.method ?? 'GET';
    for (const product of ['collection', 'disbursement'] as const) {
      if (method === 'POST' && path === `/${product}/token/`) return issueToken(req, product, rawBody);
      const base = PRODUCTS[product].path;
      if (method === 'POST' && path === base) return create(req, product, authorize(req, product), rawBody);
      if (method === 'GET' && path.startsWith(`${base}/`)) {
        return lookUp(product, authorize(req, product), decodeURIComponent(path.slice(base.length + 1)));
      }
    }
    throw new Refusal(404, { statusCode: 404, message: 'Resource not found' });
  };

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    if (body === null) return res.writeHead(status).end();
    return res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, rawBody: string) => {
    const { authorization: _authorization, 'ocp-apim-subscription-key': _key, ...headers } = req.headers;
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', rawBody, headers });
    const failure = failures.shift();
    if (failure?.delayMs) await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
    try {
      if (failure?.status) throw injectedFailure(failure.status);
      const answer = route(req, new URL(req.url ?? '/', 'http://fake').pathname, rawBody);
      return reply(res, answer.status, answer.body);
    } catch (thrown) {
      if (thrown instanceof Refusal) return reply(res, thrown.status, thrown.body);
      if (thrown instanceof SyntaxError) return reply(res, 400, badRequest('the body is not JSON').body);
      throw thrown;
    }
  };

  const server = await listenFake(handle);
  const baseUrl = server.baseUrl;

  const recordOf = (product: Product, referenceId: string) => {
    const record = records[product].get(referenceId);
    if (!record) throw new Error(`The fake has no ${product} request under ${referenceId}`);
    return record;
  };

  /** Gives a pending request its outcome; `amount` replaces what MoMo reports (text, major units). */
  const settle = (
    product: Product,
    referenceId: string,
    status: Exclude<Status, 'PENDING'>,
    reason?: string,
    amount?: string,
  ) => {
    const record = recordOf(product, referenceId);
    record.status = status;
    record.reason = status === 'FAILED' ? (reason ?? 'INTERNAL_PROCESSING_ERROR') : null;
    record.financialTransactionId = status === 'SUCCESSFUL' ? String(nextId++) : null;
    if (amount !== undefined) record.amount = amount;
  };

  /** With `approveAfterMs`, settles request `referenceId` as successful later and calls back once. */
  function approveLater(product: Product, referenceId: string) {
    const delayMs = options.approveAfterMs;
    if (delayMs === undefined) return;
    setTimeout(() => {
      settle(product, referenceId, 'SUCCESSFUL');
      const target = product === 'collection' ? { referenceId } : { transferReferenceId: referenceId };
      void fake.sendCallback(target).catch(() => undefined);
    }, delayMs).unref();
  }

  const fake = {
    baseUrl,
    requests,
    /** The last request the API received, its JSON body parsed (`{}` when it had none). */
    lastRequest: () => lastRequestOf(requests),
    /** How many tokens were asked for, per product. */
    tokenRequests: (product: Product) => requests.filter((r) => r.path === `/${product}/token/`).length,
    /** Queues failures for the next requests, in order (`{}` lets one through; `delayMs` alone still handles it). */
    failNext: (...next: FakeFailure[]) => failures.push(...next),
    /** Ends every token issued so far, as their expiry would: the next call with one is 401. */
    expireTokens: () => tokens.forEach((token) => (token.expiresAtMs = 0)),
    /** Gives the request-to-pay `referenceId` its outcome, as the payer approving or declining would. */
    complete: (referenceId: string, status: 'SUCCESSFUL' | 'FAILED', reason?: string, amount?: string) =>
      settle('collection', referenceId, status, reason, amount),
    /** Gives the transfer `referenceId` its outcome. */
    completeTransfer: (referenceId: string, status: 'SUCCESSFUL' | 'FAILED', reason?: string) =>
      settle('disbursement', referenceId, status, reason),
    /**
     * Sends the result of a request-to-pay (`referenceId`) or transfer (`transferReferenceId`) to
     * the `X-Callback-Url` it was created with, `times` times (2: a duplicate), by `PUT` unless told
     * `POST`: MoMo sends its final state once, without retrying, by either method — "Allow PUT &
     * POST on your callback listener host" (https://momodeveloper.mtn.com/api-documentation/callback).
     * The body is the lookup's answer. Answers the receiver's statuses.
     */
    sendCallback: async (
      target: { referenceId: string } | { transferReferenceId: string },
      delivery: { times?: number; method?: 'PUT' | 'POST' } = {},
    ) => {
      const product: Product = 'referenceId' in target ? 'collection' : 'disbursement';
      const record = recordOf(
        product,
        'referenceId' in target ? target.referenceId : target.transferReferenceId,
      );
      if (!record.callbackUrl) throw new Error('The request was created without an X-Callback-Url');
      const statuses: number[] = [];
      for (let i = 0; i < (delivery.times ?? 1); i++) {
        const response = await fetch(record.callbackUrl, {
          method: delivery.method ?? 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(resultBody(record, PRODUCTS[product].party)),
        });
        statuses.push(response.status);
      }
      return statuses;
    },
    close: server.close,
  };
  return fake;
}

/** A started fake. */
export type MomoFake = Awaited<ReturnType<typeof startMomoFake>>;
