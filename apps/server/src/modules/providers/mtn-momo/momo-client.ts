/**
 * A typed client of MTN MoMo's Open API (docs/payments.md#providers), over Node's global `fetch`:
 * Collection's request-to-pay and Disbursement's transfer, each created and looked up by its
 * `X-Reference-Id`. Amounts are integers in minor units on Malipo's side; `momo-amounts.ts`
 * converts them exactly. Answers are checked with zod, reading only the fields Malipo uses.
 *
 * Authentication (https://momodeveloper.mtn.com/api-documentation/api-description,
 * https://momodeveloper.mtn.com/faq): every call carries the product's `Ocp-Apim-Subscription-Key`;
 * an access token comes from `POST /{product}/token/` with Basic authentication of
 * `apiUser:apiKey`, and is sent as a Bearer token. Tokens are per product, cached until their
 * `expires_in` (seconds) ends by the injected clock, and fetched afresh once when MoMo answers 401.
 *
 * Every call either returns what MoMo answered or throws {@link MomoError}, whose
 * `mayHaveHappened` tells a caller whether the request may have taken effect (a timeout, a 5xx or
 * an unreadable answer: look it up by reference before anything else) or certainly did not (a
 * 4xx, or a failure to get a token before the request was sent). Errors never carry the API key,
 * subscription keys, tokens, request bodies or headers.
 * @module
 */
import type { CurrencyCode } from '@malipo/contracts/currencies';
import { systemClock, type Clock } from '../../../lib/clock';
import { toMomoAmount } from './momo-amounts';
import { MomoError } from './momo-error';
import type { MomoTargetEnvironment } from './momo-markets';
import { momoReferenceId } from './momo-reference';
import { errorBodyOf, errorOf, read, unreachable } from './momo-answers';
import { momoResultSchema, momoTokenSchema, type MomoTransaction } from './momo-schemas';

/** A MoMo product: each has its own subscription key, token and paths. */
type Product = 'collection' | 'disbursement';

/** Options of {@link createMomoClient}. */
export interface MomoClientOptions {
  /** Origin of the API, e.g. `https://sandbox.momodeveloper.mtn.com`; paths start with `/collection/`. */
  baseUrl: string;
  /** The `Ocp-Apim-Subscription-Key` of each product, from the developer profile. */
  subscriptionKeys: Record<Product, string>;
  /** The API user (a UUID) and its API key, exchanged for access tokens. */
  apiUser: string;
  apiKey: string;
  /** The wallet platform every call goes to (`momo-markets.ts`). */
  targetEnvironment: MomoTargetEnvironment;
  /** Where MoMo sends each request's final state (`X-Callback-Url`); none when absent. */
  callbackUrl?: string;
  /** How long one HTTP exchange may take, answer included, before it fails as `unavailable`. */
  timeoutMs: number;
  /** Reads the time for token expiry; the system clock by default. */
  clock?: Clock;
}

/** What to create: `amountMinor` of `currency` from or to the wallet `msisdn` (digits, no `+`). */
export interface MomoCreateInput {
  /** Malipo's reference: sent as `externalId`, and hashed into the `X-Reference-Id`. */
  reference: string;
  amountMinor: number;
  currency: CurrencyCode;
  msisdn: string;
  /** Shown in the payer's history (`payerMessage`) and the payee's (`payeeNote`). */
  payerMessage: string;
  payeeNote: string;
}

/** A created request: its `X-Reference-Id`; `isRepeat` when MoMo already had one under it (409). */
export interface MomoCreated {
  referenceId: string;
  isRepeat: boolean;
}

/**
 * Free text as MoMo takes it in `payerMessage` and `payeeNote`: at most 160 characters and no
 * apostrophes or other special characters, which it refuses
 * (https://momodeveloper.mtn.com/api-documentation/common-error, 400 Bad request).
 */
const noteText = (text: string) => text.replace(/[^\p{L}\p{N} .,:_/-]/gu, ' ').slice(0, 160);

/**
 * A MoMo Open API client for one target environment. Each method throws {@link MomoError}. Create
 * calls send Malipo's `reference` as `externalId` and its {@link momoReferenceId} as
 * `X-Reference-Id`, so a repeat is answered `isRepeat` (MoMo's 409 `RESOURCE_ALREADY_EXIST`)
 * rather than charging or paying twice; after an `unavailable` error, look the request up instead
 * of guessing.
 */
export function createMomoClient(options: MomoClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const clock = options.clock ?? systemClock;
  const tokens = new Map<Product, { accessToken: string; expiresAtMs: number }>();
  const fetchingTokens = new Map<Product, Promise<string>>();

  const exchange = async (
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: object,
  ) => {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        // Keys and tokens go to MoMo's origin only, never along a redirect.
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw unreachable(error, options.timeoutMs);
    }
  };

  /** A new token for `product`; nothing was sent yet when it fails, so nothing may have happened. */
  const requestToken = async (product: Product): Promise<string> => {
    const basic = Buffer.from(`${options.apiUser}:${options.apiKey}`).toString('base64');
    const headers = {
      authorization: `Basic ${basic}`,
      'ocp-apim-subscription-key': options.subscriptionKeys[product],
    };
    try {
      const answer = await exchange('POST', `/${product}/token/`, headers);
      if (answer.status !== 200) throw errorOf(answer);
      const token = read(answer, momoTokenSchema, `POST /${product}/token/`);
      tokens.set(product, {
        accessToken: token.access_token,
        expiresAtMs: clock.now().getTime() + token.expires_in * 1000,
      });
      return token.access_token;
    } catch (error) {
      if (!(error instanceof MomoError)) throw error;
      const message = `Could not get a MoMo ${product} access token: ${error.message}`;
      throw new MomoError(error.kind, message, error.httpStatus, {
        code: error.code,
        mayHaveHappened: false,
      });
    }
  };

  /** The cached token of `product` while it lasts, else one new token shared by concurrent calls. */
  const tokenFor = (product: Product): Promise<string> => {
    const cached = tokens.get(product);
    if (cached && clock.now().getTime() < cached.expiresAtMs) return Promise.resolve(cached.accessToken);
    const fetching = fetchingTokens.get(product);
    if (fetching) return fetching;
    const next = requestToken(product).finally(() => fetchingTokens.delete(product));
    fetchingTokens.set(product, next);
    return next;
  };

  /** An authorized call; a 401 drops the token and tries once more with a new one. */
  const call = async (
    product: Product,
    method: 'GET' | 'POST',
    path: string,
    extra: Record<string, string> = {},
    body?: object,
  ) => {
    for (let attempt = 1; ; attempt++) {
      const accessToken = await tokenFor(product);
      const answer = await exchange(
        method,
        path,
        {
          authorization: `Bearer ${accessToken}`,
          'ocp-apim-subscription-key': options.subscriptionKeys[product],
          'x-target-environment': options.targetEnvironment,
          ...extra,
        },
        body,
      );
      if (answer.status !== 401 || attempt === 2) return answer;
      if (tokens.get(product)?.accessToken === accessToken) tokens.delete(product);
    }
  };

  /** `POST` of a request-to-pay or transfer under the reference's UUID; 202 when accepted. */
  const create = async (
    product: Product,
    path: string,
    party: 'payer' | 'payee',
    input: MomoCreateInput,
  ): Promise<MomoCreated> => {
    const referenceId = momoReferenceId(input.reference);
    const body = {
      amount: toMomoAmount(input.amountMinor, input.currency),
      currency: input.currency,
      externalId: input.reference,
      [party]: { partyIdType: 'MSISDN', partyId: input.msisdn },
      payerMessage: noteText(input.payerMessage),
      payeeNote: noteText(input.payeeNote),
    };
    const headers: Record<string, string> = { 'x-reference-id': referenceId };
    if (options.callbackUrl) headers['x-callback-url'] = options.callbackUrl;
    const answer = await call(product, 'POST', path, headers, body);
    if (answer.status >= 200 && answer.status < 300) return { referenceId, isRepeat: false };
    if (answer.status === 409 && errorBodyOf(answer.text).code === 'RESOURCE_ALREADY_EXIST') {
      return { referenceId, isRepeat: true };
    }
    throw errorOf(answer);
  };

  /** `GET` of the request under the reference's UUID; null on MoMo's 404 `RESOURCE_NOT_FOUND` only. */
  const lookUp = async (
    product: Product,
    path: string,
    reference: string,
  ): Promise<MomoTransaction | null> => {
    const referenceId = momoReferenceId(reference);
    const answer = await call(product, 'GET', `${path}/${referenceId}`);
    if (answer.status === 404 && errorBodyOf(answer.text).code === 'RESOURCE_NOT_FOUND') return null;
    if (answer.status !== 200) throw errorOf(answer);
    return { referenceId, ...read(answer, momoResultSchema, `GET ${path}`) };
  };

  return {
    /** The wallet platform this client speaks to. */
    targetEnvironment: options.targetEnvironment,

    /**
     * Asks the payer `msisdn` to approve paying `amountMinor` of `currency`
     * (`POST /collection/v1_0/requesttopay`,
     * https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-POST). MoMo
     * answers 202 and the request stays `PENDING` until the payer approves or declines it, or it
     * expires; its state comes from {@link getRequestToPay} or the callback.
     */
    requestToPay: (input: MomoCreateInput) =>
      create('collection', '/collection/v1_0/requesttopay', 'payer', input),

    /**
     * The request-to-pay made under Malipo's `reference`, or null when MoMo has none
     * (https://momodeveloper.mtn.com/docs/services/collection/operations/requesttopay-referenceId-GET).
     */
    getRequestToPay: ({ reference }: { reference: string }) =>
      lookUp('collection', '/collection/v1_0/requesttopay', reference),

    /**
     * Sends `amountMinor` of `currency` from the disbursement account to the wallet `msisdn`
     * (`POST /disbursement/v1_0/transfer`,
     * https://momodeveloper.mtn.com/docs/services/disbursement/operations/transfer-POST); 202, then
     * `PENDING` until MoMo settles it.
     */
    transfer: (input: MomoCreateInput) =>
      create('disbursement', '/disbursement/v1_0/transfer', 'payee', input),

    /**
     * The transfer made under Malipo's `reference`, or null when MoMo has none
     * (https://momodeveloper.mtn.com/docs/services/disbursement/operations/transfer-referenceId-GET).
     */
    getTransfer: ({ reference }: { reference: string }) =>
      lookUp('disbursement', '/disbursement/v1_0/transfer', reference),
  };
}

/** A MoMo client, as {@link createMomoClient} builds it. */
export type MomoClient = ReturnType<typeof createMomoClient>;
