/**
 * A typed client of Flutterwave's v3 API (docs/payments.md#providers), over Node's global `fetch`
 * with the secret key as a Bearer token
 * (https://developer.flutterwave.com/docs/integration-guides/authentication): hosted payment links,
 * mobile money and bank transfer charges, verification, refunds and transfers. Amounts are
 * integers in minor units on Malipo's side; `flutterwave-amounts.ts` converts them exactly.
 * Answers are checked with zod, reading only the fields Malipo uses.
 *
 * Every call either returns what Flutterwave answered or throws {@link FlutterwaveError}, whose
 * `mayHaveHappened` tells a caller whether the request may have taken effect (a timeout, a 5xx or
 * an unreadable answer: look it up with the verify calls before doing anything else, as
 * https://developer.flutterwave.com/docs/handling-error-timeouts asks) or certainly did not (a 4xx).
 * Errors never carry the secret key, request bodies or headers.
 * @module
 */
import { z } from 'zod';
import type { CurrencyCode } from '@malipo/contracts/currencies';
import { toFlutterwaveAmount } from './flutterwave-amounts';
import { FlutterwaveError } from './flutterwave-error';
import {
  answer,
  authorizationSchema,
  flutterwaveTransactionSchema,
  flutterwaveTransferSchema,
  MOBILE_MONEY_CHARGE_TYPES,
  readMoney,
  type BankTransferCharge,
  type FlutterwaveCustomer,
  type FlutterwavePaymentOption,
  type FlutterwaveRefund,
  type FlutterwaveTransaction,
  type FlutterwaveTransfer,
  type FlutterwaveTransferDestination,
  type MobileMoneyCharge,
  type MobileMoneyCurrency,
} from './flutterwave-schemas';

/** Options of {@link createFlutterwaveClient}. */
export interface FlutterwaveClientOptions {
  /** Origin of the API, e.g. `https://api.flutterwave.com`; paths start with `/v3/`. */
  baseUrl: string;
  secretKey: string;
  /** How long a call may take, answer included, before it fails as `unavailable`. */
  timeoutMs: number;
}

/** Flutterwave's own words from an error body (`{ status: 'error', message }`), if any. */
function messageOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const parsed = z.object({ message: z.string().min(1) }).safeParse(body);
    return parsed.success ? parsed.data.message : null;
  } catch {
    return null;
  }
}

/** Why a request got no answer, without anything of the request itself. */
function unreachable(error: unknown, timeoutMs: number): FlutterwaveError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new FlutterwaveError('unavailable', `Flutterwave did not answer within ${timeoutMs} ms`, null);
  }
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && 'code' in cause ? ` (${String(cause.code)})` : '';
  return new FlutterwaveError('unavailable', `Could not reach Flutterwave${code}`, null);
}

/**
 * A Flutterwave v3 client. Each method throws {@link FlutterwaveError}; each create call sends
 * Malipo's `reference` as `tx_ref` (charges) or `reference` (transfers), which Flutterwave requires
 * to be unique: a repeat is refused (`rejected`) rather than charging or paying twice, so after an
 * `unavailable` error look the charge up by reference instead of repeating it.
 */
export function createFlutterwaveClient(options: FlutterwaveClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  const call = async <T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    schema: T,
  ): Promise<z.output<T>> => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        // The secret key goes to Flutterwave's origin only, never along a redirect.
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw unreachable(error, options.timeoutMs);
    }
    const { status } = response;
    if (status === 401)
      throw new FlutterwaveError('unauthorized', 'Flutterwave refused the secret key', status);
    if (status >= 400 && status < 500) {
      const reason = messageOf(text) ?? `Flutterwave refused the request (HTTP ${status})`;
      throw new FlutterwaveError('rejected', reason, status);
    }
    if (status < 200 || status >= 300) {
      throw new FlutterwaveError('unavailable', `Flutterwave answered HTTP ${status}`, status);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new FlutterwaveError(
        'invalid_response',
        `Flutterwave's answer to ${method} ${path} is not JSON`,
        status,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const problem = z.prettifyError(parsed.error);
      throw new FlutterwaveError(
        'invalid_response',
        `Flutterwave's answer to ${method} ${path}: ${problem}`,
        status,
      );
    }
    return parsed.data;
  };

  return {
    /**
     * Creates a hosted payment page for `amountMinor` of `currency` (Standard,
     * https://developer.flutterwave.com/docs/flutterwave-standard-1) and answers its link; the payer
     * comes back to `redirectUrl` with `status`, `tx_ref` and `transaction_id` in the query.
     */
    createPaymentLink: async (input: {
      reference: string;
      amountMinor: number;
      currency: CurrencyCode;
      redirectUrl: string;
      customer: FlutterwaveCustomer;
      paymentOptions: readonly FlutterwavePaymentOption[];
    }): Promise<{ link: string }> => {
      const body = {
        tx_ref: input.reference,
        amount: toFlutterwaveAmount(input.amountMinor, input.currency),
        currency: input.currency,
        redirect_url: input.redirectUrl,
        customer: {
          email: input.customer.email,
          name: input.customer.name,
          phonenumber: input.customer.phone,
        },
        payment_options: input.paymentOptions.join(','),
      };
      const { data } = await call('POST', '/v3/payments', body, answer(z.object({ link: z.url() })));
      return { link: data.link };
    },

    /**
     * Sends a mobile money request-to-pay (`POST /v3/charges?type=…` by currency, see
     * {@link MOBILE_MONEY_CHARGE_TYPES}). `network` is the operator (`MTN`, `AIRTEL`, `VODAFONE`,
     * `ORANGEMONEY`, …) and `country` is required for XOF and XAF (`CM`, `SN`, `BF`, `CI`).
     */
    chargeMobileMoney: async (input: {
      reference: string;
      amountMinor: number;
      currency: MobileMoneyCurrency;
      phone: string;
      network?: string;
      country?: string;
      customer: FlutterwaveCustomer;
    }): Promise<MobileMoneyCharge> => {
      const body = {
        tx_ref: input.reference,
        amount: toFlutterwaveAmount(input.amountMinor, input.currency),
        currency: input.currency,
        phone_number: input.phone,
        network: input.network,
        country: input.country,
        email: input.customer.email,
        fullname: input.customer.name,
      };
      const schema = z.object({
        status: z.literal('success'),
        data: flutterwaveTransactionSchema.optional(),
        meta: authorizationSchema.optional(),
      });
      const type = MOBILE_MONEY_CHARGE_TYPES[input.currency];
      const result = await call('POST', `/v3/charges?type=${type}`, body, schema);
      return { transaction: result.data ?? null, redirectUrl: result.meta?.authorization.redirect ?? null };
    },

    /**
     * Creates a bank transfer charge (`POST /v3/charges?type=bank_transfer`, NGN only,
     * https://developer.flutterwave.com/docs/ngn-bank-transfer): a temporary account the payer
     * transfers the exact amount to; the charge completes when the money arrives.
     */
    chargeBankTransfer: async (input: {
      reference: string;
      amountMinor: number;
      currency: 'NGN';
      customer: FlutterwaveCustomer;
    }): Promise<BankTransferCharge> => {
      const body = {
        tx_ref: input.reference,
        amount: toFlutterwaveAmount(input.amountMinor, input.currency),
        currency: input.currency,
        email: input.customer.email,
        fullname: input.customer.name,
        phone_number: input.customer.phone,
      };
      const schema = z.object({
        status: z.literal('success'),
        meta: z.object({
          authorization: z
            .object({
              transfer_reference: z.string(),
              transfer_account: z.string(),
              transfer_bank: z.string(),
              account_expiration: z.union([z.string(), z.number()]),
              transfer_note: z.string().nullish(),
              transfer_amount: z.union([z.string(), z.number()]),
            })
            .transform((auth, ctx) => ({
              ...auth,
              money: readMoney(auth.transfer_amount, input.currency, ctx),
            })),
        }),
      });
      const { meta } = await call('POST', '/v3/charges?type=bank_transfer', body, schema);
      const { authorization } = meta;
      return {
        accountNumber: authorization.transfer_account,
        bankName: authorization.transfer_bank,
        amountMinor: authorization.money.amountMinor,
        transferReference: authorization.transfer_reference,
        note: authorization.transfer_note ?? null,
        accountExpiration: authorization.account_expiration,
      };
    },

    /**
     * The transaction with Flutterwave's `id`
     * (https://developer.flutterwave.com/docs/transaction-verification).
     */
    verifyTransaction: async (input: { id: number }): Promise<FlutterwaveTransaction> => {
      const path = `/v3/transactions/${encodeURIComponent(input.id)}/verify`;
      return (await call('GET', path, undefined, answer(flutterwaveTransactionSchema))).data;
    },

    /**
     * The transaction made under Malipo's `reference` (`GET /v3/transactions/verify_by_reference`).
     * Flutterwave answers a 4xx (`rejected`) when it has none.
     */
    verifyTransactionByReference: async (input: { reference: string }): Promise<FlutterwaveTransaction> => {
      const path = `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(input.reference)}`;
      return (await call('GET', path, undefined, answer(flutterwaveTransactionSchema))).data;
    },

    /**
     * One page of the transactions created on days `from`..`to` (`YYYY-MM-DD`, inclusive), Get all
     * transactions (`GET /v3/transactions?from=&to=&page=`,
     * https://developer.flutterwave.com/reference/endpoints/transactions), and how many pages there
     * are (`meta.page_info.total_pages`). A transaction Malipo cannot read (an unknown currency or
     * status) makes the page `invalid_response`.
     */
    listTransactions: async (input: {
      from: string;
      to: string;
      page: number;
    }): Promise<{ transactions: FlutterwaveTransaction[]; totalPages: number }> => {
      const query = new URLSearchParams({ from: input.from, to: input.to, page: String(input.page) });
      const schema = answer(z.array(flutterwaveTransactionSchema)).extend({
        meta: z.object({ page_info: z.object({ total_pages: z.number().int().nonnegative() }) }),
      });
      const { data, meta } = await call('GET', `/v3/transactions?${query}`, undefined, schema);
      return { transactions: data, totalPages: meta.page_info.total_pages };
    },

    /**
     * Refunds `amountMinor` of `currency` of transaction `transactionId` to the payer
     * (https://developer.flutterwave.com/docs/collecting-payments/refunds). The endpoint takes no
     * reference that would make a repeat harmless, so Malipo's `reference` goes in `comments` for the
     * record only, and a caller must not repeat a refund that may have happened.
     */
    refundTransaction: async (input: {
      reference: string;
      transactionId: number;
      amountMinor: number;
      currency: CurrencyCode;
    }): Promise<FlutterwaveRefund> => {
      const body = {
        amount: toFlutterwaveAmount(input.amountMinor, input.currency),
        comments: input.reference,
      };
      const schema = answer(
        z
          .object({
            id: z.number().int(),
            tx_id: z.number().int(),
            status: z.enum(['completed', 'pending']),
            amount_refunded: z.number(),
          })
          .transform((refund, ctx) => ({
            ...refund,
            money: readMoney(refund.amount_refunded, input.currency, ctx),
          })),
      );
      const path = `/v3/transactions/${encodeURIComponent(input.transactionId)}/refund`;
      const { data } = await call('POST', path, body, schema);
      return {
        id: data.id,
        transactionId: data.tx_id,
        status: data.status,
        amountRefundedMinor: data.money.amountMinor,
      };
    },

    /**
     * Sends `amountMinor` of `currency` from the Flutterwave balance to `destination`
     * (`POST /v3/transfers`, https://developer.flutterwave.com/docs/making-payments/transfers/overview
     * and, for wallets, https://developer.flutterwave.com/docs/making-payments/transfers/mobile-money).
     * Usually answers `NEW`; the outcome comes from `getTransfer` or a `transfer.completed` callback.
     */
    createTransfer: async (input: {
      reference: string;
      amountMinor: number;
      currency: CurrencyCode;
      destination: FlutterwaveTransferDestination;
      narration?: string;
    }): Promise<FlutterwaveTransfer> => {
      const { destination } = input;
      const isBank = destination.type === 'bank';
      const sender = isBank ? undefined : destination.sender;
      const body = {
        account_bank: isBank ? destination.bankCode : destination.operator,
        account_number: isBank ? destination.accountNumber : destination.phone,
        beneficiary_name: destination.beneficiaryName,
        amount: toFlutterwaveAmount(input.amountMinor, input.currency),
        currency: input.currency,
        reference: input.reference,
        narration: input.narration,
        meta: sender && { sender: sender.name, sender_country: sender.country, mobile_number: sender.phone },
      };
      return (await call('POST', '/v3/transfers', body, answer(flutterwaveTransferSchema))).data;
    },

    /** The transfer with Flutterwave's `id` (`GET /v3/transfers/{id}`). */
    getTransfer: async (input: { id: number }): Promise<FlutterwaveTransfer> => {
      const path = `/v3/transfers/${encodeURIComponent(input.id)}`;
      return (await call('GET', path, undefined, answer(flutterwaveTransferSchema))).data;
    },

    /**
     * The transfer made under Malipo's `reference`, or `null` when there is none: Get all transfers
     * filtered by reference (`GET /v3/transfers?reference=…`, a list in `data`;
     * https://developer.flutterwave.com/reference/endpoints/transfers, whose create call says the
     * reference "can be used to query for the status of the transfer"). Only entries carrying exactly
     * `reference` count, so a filter Flutterwave ignored cannot pass off another transfer; two under
     * one reference (Flutterwave refuses a repeat) is `invalid_response`.
     */
    getTransferByReference: async (input: { reference: string }): Promise<FlutterwaveTransfer | null> => {
      const path = `/v3/transfers?reference=${encodeURIComponent(input.reference)}`;
      const schema = answer(
        z
          .array(z.looseObject({ reference: z.unknown() }))
          .transform((listed) => listed.filter((transfer) => transfer.reference === input.reference))
          .pipe(z.array(flutterwaveTransferSchema).max(1)),
      );
      return (await call('GET', path, undefined, schema)).data[0] ?? null;
    },
  };
}

/** A Flutterwave client, as {@link createFlutterwaveClient} builds it. */
export type FlutterwaveClient = ReturnType<typeof createFlutterwaveClient>;
