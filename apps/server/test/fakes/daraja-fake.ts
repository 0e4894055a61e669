/**
 * A local fake of Safaricom's Daraja API for tests (docs/payments.md#providers): node:http on
 * 127.0.0.1 at a free port, answering the calls Malipo's Daraja client makes with the shapes the
 * Daraja pages document, and checking what they say Daraja checks — Basic consumer key:secret on
 * OAuth and a live Bearer token elsewhere (a new token invalidates the previous one, as
 * https://developer.safaricom.co.ke/apis/Authorization says), the M-Pesa Express password
 * base64(shortcode + passkey + timestamp) and its `YYYYMMDDHHmmss` timestamp, required fields,
 * whole-shilling amounts, `2547…` numbers, and that a B2C `OriginatorConversationID` is used once.
 * Errors have Daraja's shape `{ requestId, errorCode, errorMessage }` (`daraja-fake-rules.ts`).
 *
 * Tests steer it: `failNext` makes the next requests fail or answer late, `expireTokens` makes
 * every token issued so far invalid, `complete` and `completeB2c` give a push or a payment its
 * result, and `sendCallback` / `sendB2cResult` post the documented callback or Result to any URL.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lastRequestOf, listenFake, postRepeatedly, type FakeFailure } from './fake-http';
import {
  b2cFields,
  b2cResultBody,
  invalid,
  invalidToken,
  kenyanTimestamp,
  passwordCheck,
  Refusal,
  stkCallbackBody,
  stkPushFields,
  STK_RESULT_DESCRIPTIONS,
  text,
} from './daraja-fake-rules';

/** A request the fake received (the Authorization header is not kept). */
export interface FakeRequest {
  method: string;
  /** Path and query string. */
  path: string;
  /** The body exactly as sent, to check how amounts were written. */
  rawBody: string;
}

interface FakePush {
  merchantRequestId: string;
  checkoutRequestId: string;
  /** Whole shillings. */
  amount: number;
  phone: string;
  /** Null while the payer has not answered. */
  resultCode: string | null;
  receipt: string;
}

interface FakeB2cPayment {
  conversationId: string;
  /** Whole shillings. */
  amount: number;
  phone: string;
  /** False when InitiatorName or SecurityCredential is not the configured one: the Result says 2001. */
  isInitiatorValid: boolean;
  resultCode: string | null;
  transactionId: string;
}

/** Starts the fake; `baseUrl` is its origin, `close()` stops it. */
export async function startDarajaFake(options: {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  b2c: { initiatorName: string; securityCredential: string };
  /**
   * When set, every push is paid and every B2C payment made this long after it is asked for (ms),
   * and the callback or Result posted to the URL the request named: for browser tests, where no
   * test steers the fake.
   */
  approveAfterMs?: number;
}) {
  const requests: FakeRequest[] = [];
  const failures: FakeFailure[] = [];
  const pushes = new Map<string, FakePush>();
  const payments = new Map<string, FakeB2cPayment>();
  /** The one valid token (a new one invalidates the previous) and when it expires, in ms. */
  let token: { value: string; expiresAtMs: number } | null = null;
  let counter = 0;
  let baseUrl = '';
  /** `expires_in` of each token in seconds, as the Authorization page's sample. */
  const lifetimeSeconds = 3599;
  const basic = `Basic ${Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64')}`;
  const next = () => String(++counter).padStart(6, '0');
  const receiptOf = (n: string) => `SG${n}${randomBytes(1).toString('hex').toUpperCase()}`;

  /** With `approveAfterMs`, runs `answer` that long from now when the request named where to post. */
  function later(target: string | null, answer: () => Promise<unknown>) {
    const delayMs = options.approveAfterMs;
    if (delayMs === undefined || !target) return;
    setTimeout(() => void answer().catch(() => undefined), delayMs).unref();
  }

  // GET /oauth/v1/generate?grant_type=client_credentials — https://developer.safaricom.co.ke/apis/Authorization
  const generateToken = (req: IncomingMessage, query: URLSearchParams) => {
    if (query.get('grant_type') !== 'client_credentials') {
      throw new Refusal(400, '400.008.02', 'Invalid grant type passed');
    }
    if (req.headers.authorization !== basic)
      throw new Refusal(400, '400.008.01', 'Invalid Authentication passed');
    token = {
      value: randomBytes(14).toString('base64url'),
      expiresAtMs: Date.now() + lifetimeSeconds * 1000,
    };
    return { access_token: token.value, expires_in: lifetimeSeconds };
  };

  // POST /mpesa/stkpush/v1/processrequest — https://developer.safaricom.co.ke/apis/MpesaExpressSimulate
  const stkPush = (body: Record<string, unknown>) => {
    const { amount, phone } = stkPushFields(body);
    passwordCheck(body, options);
    const n = next();
    const push: FakePush = {
      merchantRequestId: `29115-${n}-1`,
      checkoutRequestId: `ws_CO_${kenyanTimestamp(new Date())}${n}`,
      amount,
      phone,
      resultCode: null,
      receipt: receiptOf(n),
    };
    pushes.set(push.checkoutRequestId, push);
    later(text(body.CallBackURL), () => {
      push.resultCode = '0';
      return fake.sendCallback(text(body.CallBackURL) ?? '', push.checkoutRequestId);
    });
    const accepted = 'Success. Request accepted for processing';
    return {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: accepted,
      CustomerMessage: accepted,
    };
  };

  // POST /mpesa/stkpushquery/v1/query — https://developer.safaricom.co.ke/apis/MpesaExpressQuery.
  // While the payer has not answered, Daraja answers 500.001.1001 "The transaction is being processed".
  const stkQuery = (body: Record<string, unknown>) => {
    passwordCheck(body, options);
    const push = pushes.get(text(body.CheckoutRequestID) ?? '');
    if (!push) throw invalid('CheckoutRequestID');
    if (push.resultCode === null)
      throw new Refusal(500, '500.001.1001', 'The transaction is being processed');
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: push.resultCode,
      ResultDesc: STK_RESULT_DESCRIPTIONS[push.resultCode] ?? 'The service request failed.',
    };
  };

  // POST /mpesa/b2c/v3/paymentrequest — https://developer.safaricom.co.ke/apis/BusinessToCustomer
  const b2cPayment = (body: Record<string, unknown>) => {
    const { originatorConversationId, initiatorName, securityCredential, amount, phone } = b2cFields(body);
    if (payments.has(originatorConversationId)) {
      throw new Refusal(500, '500.002.1001', 'Duplicate OriginatorConversationID.');
    }
    const n = next();
    payments.set(originatorConversationId, {
      conversationId: `AG_${kenyanTimestamp(new Date()).slice(0, 8)}_${randomBytes(8).toString('hex')}`,
      amount,
      phone,
      isInitiatorValid:
        initiatorName === options.b2c.initiatorName && securityCredential === options.b2c.securityCredential,
      resultCode: null,
      transactionId: receiptOf(n),
    });
    later(text(body.ResultURL), () => {
      fake.completeB2c(originatorConversationId);
      return fake.sendB2cResult(text(body.ResultURL) ?? '', originatorConversationId);
    });
    return {
      ConversationID: payments.get(originatorConversationId)?.conversationId,
      OriginatorConversationID: originatorConversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  };

  const route = (req: IncomingMessage, body: Record<string, unknown>): unknown => {
    const requestUrl = new URL(req.url ?? '/', baseUrl);
    const path = requestUrl.pathname;
    if (path === '/oauth/v1/generate') return generateToken(req, requestUrl.searchParams);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || bearer !== token.value || Date.now() >= token.expiresAtMs) throw invalidToken();
    if (req.method !== 'POST') throw new Refusal(405, '405.001', `${req.method} Method Not Allowed`);
    if (path === '/mpesa/stkpush/v1/processrequest') return stkPush(body);
    if (path === '/mpesa/stkpushquery/v1/query') return stkQuery(body);
    if (path === '/mpesa/b2c/v3/paymentrequest') return b2cPayment(body);
    throw new Refusal(404, '404.001.01', 'Resource not found');
  };

  const reply = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const error = (refusal: Refusal) => ({
    requestId: `${next()}-fake-1`,
    errorCode: refusal.errorCode,
    errorMessage: refusal.message,
  });
  /** The error body an injected failure of `status` answers. */
  const injected = (status: number) => {
    if (status === 401) return error(invalidToken(401));
    if (status >= 500) return error(new Refusal(status, '500.003.1001', 'Internal Server Error'));
    return error(new Refusal(status, `${status}.002.02`, 'Bad Request - Invalid Request'));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, rawBody: string) => {
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', rawBody });
    const failure = failures.shift();
    if (failure?.delayMs) await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
    if (failure?.status) {
      const isSuccess = failure.status >= 200 && failure.status < 300;
      return reply(res, failure.status, isSuccess ? {} : injected(failure.status));
    }
    try {
      const body = rawBody === '' ? {} : (JSON.parse(rawBody) as Record<string, unknown>);
      return reply(res, 200, route(req, body));
    } catch (thrown) {
      if (thrown instanceof Refusal) return reply(res, thrown.status, error(thrown));
      if (thrown instanceof SyntaxError) return reply(res, 400, error(invalid('Request')));
      throw thrown;
    }
  };

  const server = await listenFake(handle);
  baseUrl = server.baseUrl;

  const post = (url: string, body: unknown, times: number) => postRepeatedly(url, body, times);

  const pushOf = (checkoutRequestId: string) => {
    const push = pushes.get(checkoutRequestId);
    if (!push) throw new Error(`The fake has no push ${checkoutRequestId}`);
    return push;
  };
  const paymentOf = (originatorConversationId: string) => {
    const payment = payments.get(originatorConversationId);
    if (!payment) throw new Error(`The fake has no B2C payment ${originatorConversationId}`);
    return payment;
  };

  const fake = {
    baseUrl,
    requests,
    /** The last request the API received, its JSON body parsed (`{}` when it had none). */
    lastRequest: () => lastRequestOf(requests),
    /** Queues failures for the next requests, in order. */
    failNext: (...failing: FakeFailure[]) => failures.push(...failing),
    /** Makes every token issued so far invalid, as expiry does. */
    expireTokens: () => {
      token = null;
    },
    /** Gives push `checkoutRequestId` its result, as the payer answering the prompt would. */
    complete: (checkoutRequestId: string, resultCode: string | number) => {
      pushOf(checkoutRequestId).resultCode = String(resultCode);
    },
    /**
     * Posts the STK callback of completed push `checkoutRequestId` to `target`, `times` times (2: a
     * duplicate), a success with `CallbackMetadata` claiming `amount` shillings when given. Answers
     * the receiver's statuses. Bodies follow "Callback Payload" of
     * https://developer.safaricom.co.ke/apis/MpesaExpressSimulate.
     */
    sendCallback: (
      target: string,
      checkoutRequestId: string,
      delivery: { times?: number; amount?: number } = {},
    ) => {
      const push = pushOf(checkoutRequestId);
      if (push.resultCode === null) throw new Error(`Push ${checkoutRequestId} has no result yet`);
      const body = stkCallbackBody({
        ...push,
        resultCode: push.resultCode,
        amount: delivery.amount ?? push.amount,
      });
      return post(target, body, delivery.times ?? 1);
    },
    /** Whether the fake holds B2C payment `originatorConversationId` (handled, not just received). */
    hasB2cPayment: (originatorConversationId: string) => payments.has(originatorConversationId),
    /**
     * Gives B2C payment `originatorConversationId` its result (`0` unless told); a payment sent with
     * another initiator or security credential always results in 2001.
     */
    completeB2c: (originatorConversationId: string, resultCode: string | number = 0) => {
      const payment = paymentOf(originatorConversationId);
      payment.resultCode = payment.isInitiatorValid ? String(resultCode) : '2001';
    },
    /**
     * Posts the Result of completed B2C payment `originatorConversationId` to `target`, `times`
     * times, optionally claiming another `amount` (shillings) or `conversationId`. Bodies follow
     * "Callback payload" of https://developer.safaricom.co.ke/apis/BusinessToCustomer.
     */
    sendB2cResult: (
      target: string,
      originatorConversationId: string,
      delivery: { times?: number; amount?: number; conversationId?: string } = {},
    ) => {
      const payment = paymentOf(originatorConversationId);
      if (payment.resultCode === null)
        throw new Error(`Payment ${originatorConversationId} has no result yet`);
      const body = b2cResultBody({
        ...payment,
        resultCode: payment.resultCode,
        originatorConversationId,
        conversationId: delivery.conversationId ?? payment.conversationId,
        amount: delivery.amount ?? payment.amount,
      });
      return post(target, body, delivery.times ?? 1);
    },
    close: server.close,
  };
  return fake;
}

/** A started fake. */
export type DarajaFake = Awaited<ReturnType<typeof startDarajaFake>>;
