/**
 * What M-Pesa's result codes mean for the people involved (docs/payments.md#providers): the failure
 * code and message a payer sees for a push that did not succeed, and the message a merchant sees
 * for a payout that did not. Codes are text, as Daraja writes some (`SFC_IC0003`) as text.
 *
 * Failure codes are chosen so a payer page shows these messages as they are: a code listed in the
 * payer message catalogue's `failureReasons` is shown with the catalogue's text instead
 * (`mobile_money_timeout` is, and its text fits an expired request).
 * @module
 */

/** A failed outcome's code and the message shown for it. */
export interface MpesaFailure {
  code: string;
  message: string;
}

const LIMIT = 'mobile_money_limit';
const NOT_SET_UP: MpesaFailure = {
  code: 'method_unavailable',
  message: 'M-Pesa payments to this business are not set up correctly. You have not been charged.',
};
const PUSH_NOT_SENT: MpesaFailure = {
  code: 'mobile_money_request_failed',
  message: 'M-Pesa could not send the payment request to your phone. Try again.',
};

/**
 * M-Pesa Express result codes other than `0` (success), from the Result codes of
 * https://developer.safaricom.co.ke/apis/MpesaExpressSimulate (9999, an error sending the push,
 * is answered in place of 1025 by the sandbox and treated the same).
 */
export const DARAJA_RESULTS: Readonly<Record<string, MpesaFailure>> = {
  '1': {
    code: 'mobile_money_insufficient_funds',
    message: 'There is not enough money in the M-Pesa account.',
  },
  '2': { code: LIMIT, message: 'The amount is below the M-Pesa minimum of KES 1.' },
  '3': { code: LIMIT, message: 'The amount is above the M-Pesa limit for one payment.' },
  '4': { code: LIMIT, message: 'This payment would go over the daily M-Pesa limit of the account.' },
  '8': { code: LIMIT, message: 'This business cannot receive more M-Pesa payments right now.' },
  '17': {
    code: LIMIT,
    message: 'A payment of the same amount was just requested. Wait two minutes and try again.',
  },
  '1019': {
    code: 'mobile_money_timeout',
    message: 'The payment request expired before it was approved.',
  },
  '1025': PUSH_NOT_SENT,
  '9999': PUSH_NOT_SENT,
  '1032': { code: 'mobile_money_cancelled', message: 'You cancelled the payment on your phone.' },
  '1037': {
    code: 'mobile_money_unreachable',
    message: 'Your phone could not be reached. Check it is on and try again.',
  },
  '2001': { code: 'mobile_money_wrong_pin', message: 'The M-Pesa PIN was wrong.' },
  '2028': NOT_SET_UP,
  '8006': {
    code: 'mobile_money_pin_locked',
    message: 'Your M-Pesa PIN is locked. Call Safaricom customer care on 100 or 200.',
  },
  SFC_IC0003: NOT_SET_UP,
};

/**
 * Said for a push result code {@link DARAJA_RESULTS} does not list; payer pages show the
 * catalogue's text for `mobile_money_declined` ("The payment was declined on the phone.").
 */
export const UNKNOWN_PUSH_FAILURE: MpesaFailure = {
  code: 'mobile_money_declined',
  message: 'M-Pesa could not complete the payment.',
};

const B2C_NOT_SET_UP = "M-Pesa refused Malipo's payout account or initiator; the payout needs an operator.";

/**
 * B2C result codes other than `0` (success) as the message of a failed payout, from the Result
 * Codes of https://developer.safaricom.co.ke/apis/BusinessToCustomer. A code not listed fails with
 * Daraja's own `ResultDesc`.
 */
export const B2C_RESULTS: Readonly<Record<string, string>> = {
  '1': "Malipo's M-Pesa payout account does not have enough money for this payout.",
  '2': 'The amount is below the M-Pesa minimum for a payout.',
  '3': 'The amount is above the M-Pesa limit for one payout.',
  '4': "The payout would go over the recipient's daily M-Pesa limit.",
  '8': "The payout would go over the recipient's maximum M-Pesa balance.",
  '11': B2C_NOT_SET_UP,
  '21': B2C_NOT_SET_UP,
  '2001': B2C_NOT_SET_UP,
  '2006': B2C_NOT_SET_UP,
  '2028': B2C_NOT_SET_UP,
  '2040': 'The phone number is not registered for M-Pesa.',
  '8006': B2C_NOT_SET_UP,
  SFC_IC0003: 'The phone number does not exist on M-Pesa.',
};
