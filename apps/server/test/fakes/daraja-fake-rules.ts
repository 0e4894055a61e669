/**
 * What the Daraja fake checks of a request and how it words its answers, as Safaricom's Daraja
 * pages document them (docs/payments.md#providers): the error body `{ requestId, errorCode,
 * errorMessage }` and its codes, field formats, and the result descriptions of M-Pesa Express and
 * B2C. Used only by `daraja-fake.ts`.
 * @module
 */

/**
 * A request the fake refuses, answered with `status` and Daraja's error body. Codes and messages
 * from "Error Codes" of https://developer.safaricom.co.ke/apis/MpesaExpressSimulate (the same
 * gateway answers every API) and https://developer.safaricom.co.ke/apis/Authorization.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** `400.002.02` "Bad Request - Invalid <field>", Daraja's answer to a malformed field. */
export const invalid = (field: string) => new Refusal(400, '400.002.02', `Bad Request - Invalid ${field}`);

/** `404.001.03` "Invalid Access Token", listed with HTTP 404 on the M-Pesa Express page. */
export const invalidToken = (status = 404) => new Refusal(status, '404.001.03', 'Invalid Access Token');

/** A Safaricom M-Pesa number as M-Pesa Express takes it: "2547XXXXXXXX". */
export const SAFARICOM_MSISDN = /^2547\d{8}$/;

/** B2C's `PartyB`: a "12-digit MSISDN without the plus sign". */
export const MSISDN = /^254\d{9}$/;

/** `value` when it is non-blank text, else `null`. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The digits of `body[field]` — Daraja's "Numeric" fields arrive as numbers or digit strings in its
 * own samples — matching `pattern`; refuses the request as `Invalid <field>` otherwise.
 */
export function digits(body: Record<string, unknown>, field: string, pattern = /^\d+$/): string {
  const value = body[field];
  const asText = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value);
  if (asText === null || !/^\d+$/.test(asText) || !pattern.test(asText)) throw invalid(field);
  return asText;
}

/** `body[field]` as text of `min`–`max` characters; refuses the request otherwise. */
export function sized(body: Record<string, unknown>, field: string, min: number, max: number): string {
  const value = typeof body[field] === 'string' ? body[field] : null;
  if (value === null || value.length < min || value.length > max) throw invalid(field);
  return value;
}

/** `body[field]` as an http(s) URL; refuses the request otherwise. */
export function url(body: Record<string, unknown>, field: string): string {
  const value = text(body[field]);
  if (value === null || !URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw invalid(field);
  return value;
}

/** `Amount` in whole shillings: a positive integer (a number or digit text), as M-Pesa takes. */
export function wholeShillings(body: Record<string, unknown>): number {
  const amount = Number(digits(body, 'Amount'));
  if (!Number.isSafeInteger(amount) || amount < 1) throw invalid('Amount');
  return amount;
}

/** A real moment written `YYYYMMDDHHmmss`: the `Timestamp` format the pages give. */
export function timestamp(body: Record<string, unknown>): string {
  const value = digits(body, 'Timestamp', /^\d{14}$/);
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(8, 10)}:${value.slice(10, 12)}:${value.slice(12, 14)}.000Z`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== iso) throw invalid('Timestamp');
  return value;
}

/**
 * The password of M-Pesa Express and its query: `BusinessShortCode` must be the configured
 * shortcode ("Merchant does not exist") and `Password` base64(shortcode + passkey + `Timestamp`)
 * ("Wrong credentials"), both answered with HTTP 500 `500.001.1001` as the page lists them.
 */
export function passwordCheck(
  body: Record<string, unknown>,
  expected: { shortcode: string; passkey: string },
) {
  const shortcode = digits(body, 'BusinessShortCode', /^\d{5,7}$/);
  const password = text(body.Password);
  if (password === null) throw invalid('Password');
  const time = timestamp(body);
  if (shortcode !== expected.shortcode) throw new Refusal(500, '500.001.1001', 'Merchant does not exist');
  if (password !== Buffer.from(`${shortcode}${expected.passkey}${time}`).toString('base64')) {
    throw new Refusal(500, '500.001.1001', 'Wrong credentials');
  }
}

/** The M-Pesa Express fields the page requires (all but `TransactionDesc`), and the amount and number. */
export function stkPushFields(body: Record<string, unknown>): { amount: number; phone: string } {
  const type = text(body.TransactionType);
  if (type !== 'CustomerPayBillOnline' && type !== 'CustomerBuyGoodsOnline') throw invalid('TransactionType');
  const amount = wholeShillings(body);
  digits(body, 'PartyA', SAFARICOM_MSISDN);
  digits(body, 'PartyB', /^\d{5,7}$/);
  const phone = digits(body, 'PhoneNumber', SAFARICOM_MSISDN);
  url(body, 'CallBackURL');
  sized(body, 'AccountReference', 1, 12);
  if (body.TransactionDesc !== undefined) sized(body, 'TransactionDesc', 0, 13);
  return { amount, phone };
}

/** The B2C fields the page requires (all but `Occassion`), and what the fake keeps of them. */
export function b2cFields(body: Record<string, unknown>) {
  const originatorConversationId = text(body.OriginatorConversationID);
  if (originatorConversationId === null) throw invalid('OriginatorConversationID');
  const initiatorName = text(body.InitiatorName);
  const securityCredential = text(body.SecurityCredential);
  if (initiatorName === null) throw invalid('InitiatorName');
  if (securityCredential === null) throw invalid('SecurityCredential');
  if (!['SalaryPayment', 'BusinessPayment', 'PromotionPayment'].includes(text(body.CommandID) ?? '')) {
    throw invalid('CommandID');
  }
  const amount = wholeShillings(body);
  digits(body, 'PartyA', /^\d{5,9}$/);
  const phone = digits(body, 'PartyB', MSISDN);
  sized(body, 'Remarks', 2, 100);
  url(body, 'QueueTimeOutURL');
  url(body, 'ResultURL');
  if (body.Occassion !== undefined) sized(body, 'Occassion', 1, 100);
  return { originatorConversationId, initiatorName, securityCredential, amount, phone };
}

/** `date` in Kenyan time (UTC+3) as `YYYYMMDDHHmmss`, as callbacks write `TransactionDate`. */
export function kenyanTimestamp(date: Date): string {
  const kenyan = new Date(date.getTime() + 3 * 60 * 60 * 1000).toISOString();
  return kenyan.slice(0, 19).replace(/\D/g, '');
}

/** Each M-Pesa Express result code's `ResultDesc`, from the page's "Result codes". */
export const STK_RESULT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '0': 'The service request is processed successfully.',
  '1': 'The balance is insufficient for the transaction.',
  '2': 'Declined due to limit rule.',
  '3': 'Declined due to limit rule: greater than the maximum transaction amount.',
  '4': 'Declined due to limit rule: would exceed daily transfer limit.',
  '8': 'Declined due to limit rule: would exceed the maximum balance.',
  '17': 'Rule limited.',
  '1019': 'Transaction has expired.',
  '1025': 'An error occurred while sending a push request.',
  '1032': 'Request cancelled by user',
  '1037': 'DS timeout user cannot be reached',
  '2001': 'The initiator information is invalid.',
  '2028': 'The request is not permitted according to product assignment.',
  '8006': 'The security credential is locked.',
  '9999': 'An error occurred while sending a push request.',
  SFC_IC0003: 'The operator does not exist.',
};

/** A result code as Daraja writes it in callbacks: a number, or text such as `SFC_IC0003`. */
const asWritten = (code: string) => (/^\d+$/.test(code) ? Number(code) : code);

/**
 * The STK callback of a push with result `resultCode`, a success carrying `CallbackMetadata` with
 * `amount` shillings ("Callback Payload" of https://developer.safaricom.co.ke/apis/MpesaExpressSimulate).
 */
export function stkCallbackBody(push: {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: string;
  amount: number;
  receipt: string;
  phone: string;
}) {
  const metadata = {
    Item: [
      { Name: 'Amount', Value: push.amount },
      { Name: 'MpesaReceiptNumber', Value: push.receipt },
      { Name: 'TransactionDate', Value: Number(kenyanTimestamp(new Date())) },
      { Name: 'PhoneNumber', Value: Number(push.phone) },
    ],
  };
  const stkCallback = {
    MerchantRequestID: push.merchantRequestId,
    CheckoutRequestID: push.checkoutRequestId,
    ResultCode: asWritten(push.resultCode),
    ResultDesc: STK_RESULT_DESCRIPTIONS[push.resultCode] ?? 'The service request failed.',
    ...(push.resultCode === '0' ? { CallbackMetadata: metadata } : {}),
  };
  return { Body: { stkCallback } };
}

/**
 * The Result of a B2C payment with result `resultCode`, a success carrying `ResultParameters` with
 * `amount` shillings ("Callback payload" of https://developer.safaricom.co.ke/apis/BusinessToCustomer).
 */
export function b2cResultBody(payment: {
  originatorConversationId: string;
  conversationId: string;
  resultCode: string;
  transactionId: string;
  amount: number;
  phone: string;
}) {
  const parameters = [
    { Key: 'TransactionAmount', Value: payment.amount },
    { Key: 'TransactionReceipt', Value: payment.transactionId },
    { Key: 'ReceiverPartyPublicName', Value: `${payment.phone} - MALIPO TEST RECIPIENT` },
    { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
  ];
  const result = {
    ResultType: 0,
    ResultCode: asWritten(payment.resultCode),
    ResultDesc: B2C_RESULT_DESCRIPTIONS[payment.resultCode] ?? 'The service request failed.',
    OriginatorConversationID: payment.originatorConversationId,
    ConversationID: payment.conversationId,
    TransactionID: payment.transactionId,
    ...(payment.resultCode === '0' ? { ResultParameters: { ResultParameter: parameters } } : {}),
  };
  return { Result: result };
}

/** Each B2C result code's `ResultDesc`, from https://developer.safaricom.co.ke/apis/BusinessToCustomer. */
export const B2C_RESULT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '0': 'The service request is processed successfully.',
  '1': 'The balance is insufficient for the transaction.',
  '2001': 'The initiator information is invalid.',
  '2040':
    "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
  '8006': 'The security credential is locked',
  SFC_IC0003: 'The operator does not exist.',
};
