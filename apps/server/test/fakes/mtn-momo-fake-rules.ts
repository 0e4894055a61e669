/**
 * What the MTN MoMo fake checks of a request, as MoMo's Open API pages document it
 * (docs/payments.md#providers): the currency each target environment takes, the `X-Reference-Id`
 * format, the body of a request-to-pay or transfer, and MoMo's error bodies. Used only by
 * `mtn-momo-fake.ts`; kept apart from the adapter's own tables so a test compares the two.
 * @module
 */
import { CURRENCY_EXPONENTS } from '@malipo/contracts/currencies';

/** A MoMo product. */
export type Product = 'collection' | 'disbursement';

/** A request's state. */
export type Status = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

/** A request-to-pay or transfer as the fake keeps it. */
export interface FakeRecord {
  targetEnvironment: string;
  callbackUrl: string | null;
  amount: string;
  currency: string;
  externalId: string;
  party: { partyIdType: 'MSISDN'; partyId: string };
  payerMessage: string;
  payeeNote: string;
  status: Status;
  reason: string | null;
  financialTransactionId: string | null;
}

/**
 * The one currency of each `X-Target-Environment`: EUR on the sandbox
 * (https://momodeveloper.mtn.com/api-documentation/testing), each market's own in production.
 * "Invalid currency – needs to match the target environment currency"
 * (https://momodeveloper.mtn.com/api-documentation/common-error).
 */
export const ENVIRONMENT_CURRENCIES: Readonly<Record<string, string>> = {
  sandbox: 'EUR',
  mtnrwanda: 'RWF',
  mtnuganda: 'UGX',
  mtnghana: 'GHS',
  mtnivorycoast: 'XOF',
  mtncameroon: 'XAF',
  mtnzambia: 'ZMW',
  mtnbenin: 'XOF',
  mtncongo: 'XAF',
};

/** "Check X-Reference ID used is unique and is in UUID V4 format" (common-error page). */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A request the fake refuses: HTTP `status` with `body`, MoMo's `{ code, message }` error reason
 * (the `ErrorReason` of the operation pages), or the gateway's `{ statusCode, message }`.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? status));
  }
}

/** 400 "Bad request. Request does not follow the specification" (common-error page). */
export const badRequest = (detail: string) =>
  new Refusal(400, { message: `Bad request, request does not follow the specification: ${detail}` });

/** MoMo's error reason `code` with `message`, answered with `status`. */
export const errorReason = (status: number, code: string, message: string) =>
  new Refusal(status, { code, message });

/** The gateway's refusal of a missing or wrong subscription key or token (common-error page, 401). */
export const accessDenied = (message: string) => new Refusal(401, { statusCode: 401, message });

/**
 * `amount` of `currency` as MoMo takes it: decimal text (the request schemas type it as a string),
 * positive, with no more decimals than the currency has (ISO 4217).
 */
export function checkAmount(amount: unknown, currency: string): string {
  if (typeof amount !== 'string') throw badRequest('amount must be a string');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) throw badRequest('amount must be a decimal number');
  const exponent = CURRENCY_EXPONENTS[currency as keyof typeof CURRENCY_EXPONENTS] ?? 2;
  if ((match[2] ?? '').replace(/0+$/, '').length > exponent) {
    throw badRequest(`${currency} amounts have at most ${exponent} decimals`);
  }
  if (Number(amount) <= 0) throw badRequest('amount must be greater than 0');
  return amount;
}

/**
 * The party (`payer` or `payee`) of a request: `partyIdType` `MSISDN` with an ITU-T E.164 number
 * without its `+` (request schemas of the requesttopay and transfer POST pages).
 */
export function checkParty(party: unknown): { partyIdType: 'MSISDN'; partyId: string } {
  const { partyIdType, partyId } = (party ?? {}) as Record<string, unknown>;
  if (partyIdType !== 'MSISDN') throw badRequest('partyIdType must be MSISDN');
  if (typeof partyId !== 'string' || !/^[1-9]\d{7,14}$/.test(partyId)) {
    throw badRequest('partyId must be an E.164 number without +');
  }
  return { partyIdType, partyId };
}

/**
 * `payerMessage` or `payeeNote`: optional text of at most 160 characters without unsupported
 * special characters such as an apostrophe (common-error page).
 */
export function checkNote(value: unknown, field: string): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  if (value.length > 160) throw badRequest(`${field} has more than 160 characters`);
  if (value.includes("'")) throw badRequest(`${field} has an unsupported character`);
  return value;
}

/** Each product's create path and the name of its party in bodies. */
export const PRODUCTS = {
  collection: { path: '/collection/v1_0/requesttopay', party: 'payer' },
  disbursement: { path: '/disbursement/v1_0/transfer', party: 'payee' },
} as const;

/** What an injected failure answers: the gateway's words for 401, 404 and 429, MoMo's for a 5xx. */
export function injectedFailure(status: number): Refusal {
  if (status === 401) return accessDenied('Access denied due to invalid subscription key.');
  if (status === 404 || status === 429) {
    return new Refusal(status, {
      statusCode: status,
      message: status === 404 ? 'Resource not found' : 'Rate limit is exceeded.',
    });
  }
  if (status === 503) return errorReason(503, 'SERVICE_UNAVAILABLE', 'Service is unavailable.');
  if (status >= 500) return errorReason(status, 'INTERNAL_PROCESSING_ERROR', 'An internal error occurred.');
  return badRequest('refused by the test');
}

/**
 * A request's result as the lookups answer it and callbacks carry it, `party` being `payer` or
 * `payee`: `financialTransactionId` once it succeeded, `reason` once it failed.
 */
export const resultBody = (record: FakeRecord, party: 'payer' | 'payee') => ({
  ...(record.financialTransactionId ? { financialTransactionId: record.financialTransactionId } : {}),
  externalId: record.externalId,
  amount: record.amount,
  currency: record.currency,
  [party]: record.party,
  payerMessage: record.payerMessage,
  payeeNote: record.payeeNote,
  status: record.status,
  ...(record.reason ? { reason: record.reason } : {}),
});
