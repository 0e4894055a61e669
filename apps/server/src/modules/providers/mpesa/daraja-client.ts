/**
 * A typed client of Safaricom's Daraja API (docs/payments.md#providers) over Node's global `fetch`:
 * M-Pesa Express (STK push) and its query to collect from a payer's M-Pesa wallet, and B2C to pay
 * out to one. Every call sends an OAuth access token (`daraja-token.ts`) and, when Daraja refuses
 * it — HTTP 401, or `404.001.03` "Invalid Access Token", which
 * https://developer.safaricom.co.ke/apis/MpesaExpressSimulate lists with HTTP 404 — fetches a new
 * one and sends the request once more: a refused token stops a request at the gateway, before
 * M-Pesa sees it. Amounts are KES minor units on Malipo's side and whole shillings on Daraja's
 * (`daraja-amounts.ts`).
 *
 * Every call either returns what Daraja answered or throws {@link DarajaError}, whose
 * `mayHaveHappened` tells a caller whether the request may have taken effect. Errors never carry
 * the consumer key or secret, the passkey, the password, a token, the security credential, request
 * bodies or headers.
 * @module
 */
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock';
import { toDarajaAmount } from './daraja-amounts';
import { DarajaError } from './daraja-error';
import { exchange, errorBodyOf, failureOf, readAnswer, type DarajaAnswer } from './daraja-http';
import {
  b2cAnswerSchema,
  stkPushAnswerSchema,
  stkQueryAnswerSchema,
  type B2cAccepted,
  type StkPushAccepted,
  type StkPushStatus,
} from './daraja-schemas';
import { toDarajaTimestamp } from './daraja-time';
import { createDarajaTokens } from './daraja-token';

/** What B2C payouts need: the initiator created on the M-Pesa org portal and where Results go. */
export interface DarajaB2cOptions {
  /** `InitiatorName`: the API user with the ORG B2C API initiator role. */
  initiatorName: string;
  /**
   * `SecurityCredential`: the initiator's password already encrypted with Safaricom's certificate,
   * as the B2C page asks; the client sends it as configured.
   */
  securityCredential: string;
  /** `ResultURL`: where Daraja posts each payment's Result. */
  resultUrl: string;
  /** `QueueTimeOutURL`: where Daraja says a request timed out in its queue. */
  timeoutUrl: string;
  /** `PartyA`: the B2C shortcode the money leaves from. */
  shortcode: string;
}

/** Options of {@link createDarajaClient}. */
export interface DarajaClientOptions {
  /** Origin of the API: `https://api.safaricom.co.ke`, or `https://sandbox.safaricom.co.ke`. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The PayBill shortcode payers pay to: `BusinessShortCode` and `PartyB` of each push. */
  shortcode: string;
  /** The Lipa na M-Pesa Online passkey the password is built from. */
  passkey: string;
  /** `CallBackURL` of each push. */
  callbackUrl: string;
  /** Without it, {@link DarajaClient.b2cPayment} throws `Error`. */
  b2c?: DarajaB2cOptions;
  /** How long one HTTP exchange may take, answer included, before it fails as `unavailable`. */
  timeoutMs: number;
  clock: Clock;
}

const STK_PUSH_PATH = '/mpesa/stkpush/v1/processrequest';
const STK_QUERY_PATH = '/mpesa/stkpushquery/v1/query';
const B2C_PATH = '/mpesa/b2c/v3/paymentrequest';

/** Daraja's code for an access token it does not accept. */
const INVALID_TOKEN = '404.001.03';

const isTokenRefused = (answer: DarajaAnswer) =>
  answer.status === 401 || errorBodyOf(answer.text)?.errorCode === INVALID_TOKEN;

/**
 * A Daraja client. Each method throws {@link DarajaError} as the module says; a request Daraja
 * answers with a `ResponseCode` other than `0` was not accepted and throws `rejected` with its
 * `ResponseDescription`.
 */
export function createDarajaClient(options: DarajaClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const tokens = createDarajaTokens({ ...options, baseUrl });

  const post = async <T extends z.ZodType>(path: string, body: object, schema: T): Promise<z.output<T>> => {
    const what = `POST ${path}`;
    const send = (token: string) =>
      exchange(
        `${baseUrl}${path}`,
        { method: 'POST', authorization: `Bearer ${token}`, body },
        options.timeoutMs,
      );
    let token = await tokens.get();
    let answer = await send(token);
    if (isTokenRefused(answer)) {
      tokens.invalidate(token);
      token = await tokens.get();
      answer = await send(token);
      if (isTokenRefused(answer)) {
        throw new DarajaError(
          'unauthorized',
          'Daraja refused a new access token',
          answer.status,
          INVALID_TOKEN,
        );
      }
    }
    if (answer.status < 200 || answer.status >= 300) throw failureOf(answer, what);
    return readAnswer(answer, schema, what);
  };

  /** The `Timestamp` (now, Kenyan time) and `Password` = base64(shortcode + passkey + timestamp). */
  const credentials = () => {
    const timestamp = toDarajaTimestamp(options.clock.now());
    const password = Buffer.from(`${options.shortcode}${options.passkey}${timestamp}`, 'utf8').toString(
      'base64',
    );
    return { BusinessShortCode: options.shortcode, Password: password, Timestamp: timestamp };
  };

  const accepted = (responseCode: string, description: string | undefined, what: string) => {
    if (responseCode !== '0') {
      throw new DarajaError(
        'rejected',
        description || `Daraja did not accept ${what} (code ${responseCode})`,
        200,
      );
    }
  };

  return {
    /**
     * Sends an M-Pesa Express prompt for `amountMinor` KES to `phone` (`2547XXXXXXXX`), paid to the
     * PayBill (`CustomerPayBillOnline`, https://developer.safaricom.co.ke/apis/MpesaExpressSimulate).
     * `accountReference` (at most 12 characters) is shown to the payer and kept in M-Pesa's
     * statement; `description` (at most 13) travels as `TransactionDesc`. The outcome comes to the
     * callback URL and from {@link stkPushQuery}, both keyed by the answer's `checkoutRequestId`.
     * Throws `RangeError` before sending anything when `amountMinor` is not whole shillings.
     */
    stkPush: async (input: {
      amountMinor: number;
      phone: string;
      accountReference: string;
      description: string;
    }): Promise<StkPushAccepted> => {
      const body = {
        ...credentials(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: toDarajaAmount(input.amountMinor),
        PartyA: input.phone,
        PartyB: options.shortcode,
        PhoneNumber: input.phone,
        CallBackURL: options.callbackUrl,
        AccountReference: input.accountReference,
        TransactionDesc: input.description,
      };
      const answer = await post(STK_PUSH_PATH, body, stkPushAnswerSchema);
      accepted(answer.ResponseCode, answer.ResponseDescription, 'the push');
      return {
        merchantRequestId: answer.MerchantRequestID,
        checkoutRequestId: answer.CheckoutRequestID,
        customerMessage: answer.CustomerMessage ?? null,
      };
    },

    /**
     * The state of push `checkoutRequestId` (https://developer.safaricom.co.ke/apis/MpesaExpressQuery):
     * `completed` with its result code, or `processing` while the payer has not answered — Daraja
     * then answers HTTP 500 with `500.001.1001` "The transaction is being processed", which is
     * read as that state, not as an error.
     */
    stkPushQuery: async (input: { checkoutRequestId: string }): Promise<StkPushStatus> => {
      const body = { ...credentials(), CheckoutRequestID: input.checkoutRequestId };
      try {
        const answer = await post(STK_QUERY_PATH, body, stkQueryAnswerSchema);
        accepted(answer.ResponseCode, answer.ResponseDescription, 'the query');
        return {
          status: 'completed',
          checkoutRequestId: answer.CheckoutRequestID,
          merchantRequestId: answer.MerchantRequestID,
          resultCode: answer.ResultCode,
          resultDesc: answer.ResultDesc,
        };
      } catch (error) {
        const isProcessing =
          error instanceof DarajaError &&
          error.errorCode === '500.001.1001' &&
          /being processed/i.test(error.message);
        if (isProcessing) return { status: 'processing', checkoutRequestId: input.checkoutRequestId };
        throw error;
      }
    },

    /**
     * Pays `amountMinor` KES from the B2C shortcode to `phone` (`2547XXXXXXXX`) as a
     * `BusinessPayment` (https://developer.safaricom.co.ke/apis/BusinessToCustomer), under Malipo's
     * reference as `OriginatorConversationID`, which the page says is there "to avoid double
     * disbursement": a repeat throws `duplicate`. The outcome comes later to the `ResultURL`.
     * `remarks` takes 2–100 characters; the optional `Occassion` (so spelt on the page) is not sent.
     * Throws `Error` when B2C is not configured and `RangeError` as {@link stkPush}.
     */
    b2cPayment: async (input: {
      originatorConversationId: string;
      amountMinor: number;
      phone: string;
      remarks: string;
    }): Promise<B2cAccepted> => {
      const { b2c } = options;
      if (!b2c) throw new Error('Daraja B2C is not configured');
      const body = {
        OriginatorConversationID: input.originatorConversationId,
        InitiatorName: b2c.initiatorName,
        SecurityCredential: b2c.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: toDarajaAmount(input.amountMinor),
        PartyA: b2c.shortcode,
        PartyB: input.phone,
        Remarks: input.remarks,
        QueueTimeOutURL: b2c.timeoutUrl,
        ResultURL: b2c.resultUrl,
      };
      try {
        const answer = await post(B2C_PATH, body, b2cAnswerSchema);
        accepted(answer.ResponseCode, answer.ResponseDescription, 'the payment');
        return {
          conversationId: answer.ConversationID,
          originatorConversationId: answer.OriginatorConversationID,
        };
      } catch (error) {
        if (error instanceof DarajaError && /duplicate originatorconversationid/i.test(error.message)) {
          const message = `Daraja already has a B2C payment under ${input.originatorConversationId}`;
          throw new DarajaError('duplicate', message, error.httpStatus, error.errorCode);
        }
        throw error;
      }
    },
  };
}

/** A Daraja client, as {@link createDarajaClient} builds it. */
export type DarajaClient = ReturnType<typeof createDarajaClient>;
