/**
 * A local fake of Flutterwave's v3 API for tests (docs/payments.md#providers): node:http on
 * 127.0.0.1 at a free port, answering the endpoints Malipo's Flutterwave client calls with the
 * shapes Flutterwave documents, and checking what Flutterwave checks — the Bearer secret key
 * (https://developer.flutterwave.com/docs/integration-guides/authentication), required fields,
 * positive amounts with no more decimals than the currency has, the currency and network of each
 * charge type, and that every `tx_ref` and transfer `reference` is used once (a repeat is refused
 * and changes nothing).
 * Errors have Flutterwave's shape `{ status: 'error', message, data: null }`
 * (https://developer.flutterwave.com/docs/integration-guides/errors).
 *
 * Tests steer it: `failNext` makes the next request fail or answer late, `complete` and
 * `completeTransfer` give a pending charge or transfer its outcome, `answerAccountExpirationAs`
 * picks the form of a bank transfer account's expiry, and `sendCallback` posts a
 * callback signed with the `verif-hash` header to any URL. Amounts given to the fake are
 * Flutterwave's decimal amounts in major units, as on the wire.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { lastRequestOf, listenFake, postRepeatedly, type FakeFailure } from './fake-http';
import { minorToDecimalString } from '@malipo/contracts/money';
import {
  amountMinorOf,
  FRANCO_COUNTRIES,
  MOBILE_MONEY,
  MOBILE_MONEY_OPERATORS,
  Refusal,
  required,
  text,
  type MobileMoneyRule,
} from './flutterwave-fake-rules';

/**
 * How bank transfer charges write `account_expiration`: milliseconds since the epoch, or date-time
 * text without a zone (`2020-03-27 09:53:39`, here UTC), the two forms Flutterwave's samples show.
 */
export type AccountExpirationFormat = 'epoch_ms' | 'text';

/**
 * Answers a request outside the documented API — a page a payer's browser opens, or a control a
 * test in another process posts — and returns true; false leaves it to the API.
 */
export type PageHandler = (
  method: string,
  url: URL,
  rawBody: string,
  res: ServerResponse,
) => Promise<boolean>;

/** A request the fake received (the Authorization header is not kept). */
export interface FakeRequest {
  method: string;
  /** Path and query string. */
  path: string;
  /** The body exactly as sent, to check how amounts were written. */
  rawBody: string;
}

interface FakeTransaction {
  id: number;
  txRef: string;
  amount: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed';
  paymentType: string;
  email: string;
  createdAt: string;
  refundedMinor: number;
}

interface FakeTransfer {
  id: number;
  reference: string;
  accountBank: string;
  accountNumber: string;
  beneficiaryName: string | null;
  amount: number;
  currency: string;
  narration: string | null;
  status: 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  completeMessage: string;
  createdAt: string;
}

/** Starts the fake; `baseUrl` is its origin, `close()` stops it. */
export async function startFlutterwaveFake(options: { secretKey: string; secretHash: string }) {
  const requests: FakeRequest[] = [];
  const failures: FakeFailure[] = [];
  const usedTxRefs = new Set<string>();
  const links = new Map<string, { amount: number; currency: string; email: string; redirectUrl: string }>();
  /** Hosted page number → the `tx_ref` of the link it shows. */
  const hostedPages = new Map<string, string>();
  /** Serves browser pages and test controls (`flutterwave-fake-pages.ts`); true when it answered. */
  let pageHandler: PageHandler | null = null;
  const transactions = new Map<string, FakeTransaction>();
  const transfers = new Map<string, FakeTransfer>();
  let nextId = 4_193_428;
  let baseUrl = '';
  let accountExpirationFormat: AccountExpirationFormat = 'epoch_ms';

  const transactionData = (tx: FakeTransaction, amount = tx.amount) => ({
    id: tx.id,
    tx_ref: tx.txRef,
    flw_ref: `FLW-MOCK-${tx.id}`,
    device_fingerprint: 'N/A',
    amount,
    currency: tx.currency,
    charged_amount: amount,
    app_fee: 0,
    merchant_fee: 0,
    processor_response: { pending: 'Transaction in progress', successful: 'Approved', failed: 'Declined' }[
      tx.status
    ],
    auth_model: 'MOBILEMONEY',
    narration: 'Malipo',
    status: tx.status,
    payment_type: tx.paymentType,
    created_at: tx.createdAt,
    account_id: 20937,
    customer: { id: 1998111, email: tx.email },
  });

  const transferData = (transfer: FakeTransfer) => ({
    id: transfer.id,
    account_number: transfer.accountNumber,
    bank_code: transfer.accountBank,
    full_name: transfer.beneficiaryName ?? 'Beneficiary',
    created_at: transfer.createdAt,
    currency: transfer.currency,
    debit_currency: transfer.currency,
    amount: transfer.amount,
    fee: 0,
    status: transfer.status,
    reference: transfer.reference,
    meta: null,
    narration: transfer.narration,
    complete_message: transfer.completeMessage,
    requires_approval: 0,
    is_approved: 1,
    bank_name: transfer.accountBank,
  });

  /** A tx_ref is Malipo's idempotency key; Flutterwave says it "must be unique for every transaction". */
  const claimTxRef = (txRef: string) => {
    if (usedTxRefs.has(txRef)) throw new Refusal(`Duplicate transaction reference: ${txRef}`);
    usedTxRefs.add(txRef);
  };

  const transactionById = (id: string) => {
    const tx = [...transactions.values()].find((candidate) => String(candidate.id) === id);
    if (!tx) throw new Refusal('No transaction was found for this id');
    return tx;
  };

  // POST /v3/payments — Flutterwave Standard, https://developer.flutterwave.com/docs/flutterwave-standard-1
  const createPayment = (body: Record<string, unknown>) => {
    const txRef = required(body, 'tx_ref');
    const currency = text(body.currency) ?? 'NGN';
    const amountMinor = amountMinorOf(body.amount, currency);
    const redirectUrl = required(body, 'redirect_url');
    const customer = (body.customer ?? {}) as Record<string, unknown>;
    const email = required(customer, 'email');
    claimTxRef(txRef);
    const amount = Number(minorToDecimalString(amountMinor, currency));
    links.set(txRef, { amount, currency, email, redirectUrl });
    const page = String(nextId++);
    hostedPages.set(page, txRef);
    return { status: 'success', message: 'Hosted Link', data: { link: `${baseUrl}/v3/hosted/pay/${page}` } };
  };

  // POST /v3/charges?type=bank_transfer — https://developer.flutterwave.com/docs/ngn-bank-transfer
  // The account expires an hour after it is opened.
  const chargeBankTransfer = (body: Record<string, unknown>, tx: FakeTransaction) => {
    if (tx.currency !== 'NGN') throw new Refusal('Bank transfer charges are only available in NGN');
    const expiresAtMs = Date.parse(tx.createdAt) + 60 * 60 * 1000;
    return {
      status: 'success',
      message: 'Charge initiated',
      meta: {
        authorization: {
          transfer_reference: `MockFLWRef-${tx.id}`,
          transfer_account: '0067100155',
          transfer_bank: 'Mock Bank',
          account_expiration:
            accountExpirationFormat === 'epoch_ms'
              ? expiresAtMs
              : new Date(expiresAtMs).toISOString().slice(0, 19).replace('T', ' '),
          transfer_note: 'Mock note',
          transfer_amount: minorToDecimalString(amountMinorOf(body.amount, tx.currency), tx.currency),
          mode: 'banktransfer',
        },
      },
    };
  };

  // POST /v3/charges?type=<mobile money type> — the page of each type in MOBILE_MONEY.
  const chargeMobileMoney = (body: Record<string, unknown>, rule: MobileMoneyRule, tx: FakeTransaction) => {
    if (!rule.currencies.includes(tx.currency))
      throw new Refusal(`Currency ${tx.currency} is not supported for this charge type`);
    const phone = required(body, 'phone_number');
    if (!/^\+?\d{6,50}$/.test(phone)) throw new Refusal('phone number should be digits');
    const network = text(body.network)?.toUpperCase();
    if (network === undefined && rule.isNetworkRequired) throw new Refusal('network is required');
    if (network !== undefined && !rule.networks.includes(network))
      throw new Refusal(`Invalid network ${network}`);
    if (rule.currencies.includes('XOF') && !FRANCO_COUNTRIES.includes(text(body.country) ?? '')) {
      throw new Refusal('country is required: one of CM, SN, BF, CI');
    }
    if (rule.answer === 'redirect') {
      const redirect = `${baseUrl}/captcha/verify/${tx.id}`;
      return {
        status: 'success',
        message: 'Charge initiated',
        meta: { authorization: { redirect, mode: 'redirect' } },
      };
    }
    return { status: 'success', message: 'Charge initiated', data: transactionData(tx) };
  };

  // POST /v3/charges?type=… — the fields every direct charge requires (amount, currency, email,
  // tx_ref), https://developer.flutterwave.com/docs/collections-inflow/mobile-money and
  // https://developer.flutterwave.com/docs/ngn-bank-transfer; then the type's own checks.
  const createCharge = (type: string, body: Record<string, unknown>) => {
    const rule = MOBILE_MONEY[type];
    if (!rule && type !== 'bank_transfer') throw new Refusal(`Invalid charge type ${type}`);
    const txRef = required(body, 'tx_ref');
    const currency = required(body, 'currency');
    const amountMinor = amountMinorOf(body.amount, currency);
    const email = required(body, 'email');
    const tx: FakeTransaction = {
      id: nextId++,
      txRef,
      amount: Number(minorToDecimalString(amountMinor, currency)),
      currency,
      status: 'pending',
      paymentType: rule?.paymentType ?? 'bank_transfer',
      email,
      createdAt: new Date().toISOString(),
      refundedMinor: 0,
    };
    const answer = rule ? chargeMobileMoney(body, rule, tx) : chargeBankTransfer(body, tx);
    claimTxRef(txRef);
    transactions.set(txRef, tx);
    return answer;
  };

  // POST /v3/transactions/{id}/refund — https://developer.flutterwave.com/docs/collecting-payments/refunds
  const refund = (id: string, body: Record<string, unknown>) => {
    const tx = transactionById(id);
    if (tx.status !== 'successful') throw new Refusal('Only successful transactions can be refunded');
    const paidMinor = amountMinorOf(tx.amount, tx.currency);
    const remainingMinor = paidMinor - tx.refundedMinor;
    const amountMinor = body.amount === undefined ? remainingMinor : amountMinorOf(body.amount, tx.currency);
    if (amountMinor > remainingMinor)
      throw new Refusal('Refund amount cannot be more than the amount left to refund');
    tx.refundedMinor += amountMinor;
    const data = {
      id: nextId++,
      account_id: 20937,
      tx_id: tx.id,
      flw_ref: `URF_${tx.id}_${tx.refundedMinor}`,
      wallet_id: 74639,
      amount_refunded: Number(minorToDecimalString(amountMinor, tx.currency)),
      status: 'completed',
      destination: 'payment_source',
      meta: { source: 'availablebalance' },
      comments: text(body.comments),
      created_at: new Date().toISOString(),
    };
    return { status: 'success', message: 'Transaction refund initiated', data };
  };

  // POST /v3/transfers — https://developer.flutterwave.com/docs/making-payments/transfers/overview,
  // https://developer.flutterwave.com/docs/making-payments/transfers/bank-accounts and
  // https://developer.flutterwave.com/docs/making-payments/transfers/mobile-money
  const createTransfer = (body: Record<string, unknown>) => {
    const currency = required(body, 'currency');
    const amountMinor = amountMinorOf(body.amount, currency);
    const accountBank = required(body, 'account_bank');
    const accountNumber = required(body, 'account_number');
    const beneficiaryName = text(body.beneficiary_name);
    if (MOBILE_MONEY_OPERATORS.has(accountBank) && beneficiaryName === null)
      throw new Refusal('beneficiary_name is required');
    if (currency === 'KES' && accountBank === 'MPS') {
      const meta = (body.meta ?? {}) as Record<string, unknown>;
      for (const field of ['sender', 'sender_country', 'mobile_number']) required(meta, field);
    }
    // "If you don't supply one, we'll generate one for you."
    const reference = text(body.reference) ?? `FLW-TRF-${nextId}`;
    if (transfers.has(reference)) throw new Refusal(`Duplicate transfer reference: ${reference}`);
    const transfer: FakeTransfer = {
      id: nextId++,
      reference,
      accountBank,
      accountNumber,
      beneficiaryName,
      amount: Number(minorToDecimalString(amountMinor, currency)),
      currency,
      narration: text(body.narration),
      status: 'NEW',
      completeMessage: '',
      createdAt: new Date().toISOString(),
    };
    transfers.set(reference, transfer);
    return { status: 'success', message: 'Transfer Queued Successfully', data: transferData(transfer) };
  };

  const listTransactions = (params: URLSearchParams) => {
    const from = params.get('from') ?? '0000-00-00';
    const to = params.get('to') ?? '9999-99-99';
    const page = Math.max(1, Number(params.get('page') ?? '1'));
    const listed = [...transactions.values()].filter((tx) => {
      const day = tx.createdAt.slice(0, 10);
      return day >= from && day <= to;
    });
    const pageSize = 10;
    const totalPages = Math.ceil(listed.length / pageSize);
    const data = listed.slice((page - 1) * pageSize, page * pageSize).map((tx) => transactionData(tx));
    const meta = { page_info: { total: listed.length, current_page: page, total_pages: totalPages } };
    return { status: 'success', message: 'Transactions fetched', meta, data };
  };

  const route = (method: string, url: URL, body: Record<string, unknown>): unknown => {
    const path = url.pathname;
    if (method === 'POST' && path === '/v3/payments') return createPayment(body);
    if (method === 'POST' && path === '/v3/charges')
      return createCharge(url.searchParams.get('type') ?? '', body);
    // GET /v3/transactions/verify_by_reference?tx_ref=
    // — https://developer.flutterwave.com/docs/transaction-verification
    if (method === 'GET' && path === '/v3/transactions/verify_by_reference') {
      const tx = transactions.get(url.searchParams.get('tx_ref') ?? '');
      if (!tx) throw new Refusal('No transaction was found for this id');
      return { status: 'success', message: 'Transaction fetched successfully', data: transactionData(tx) };
    }
    // GET /v3/transactions?from=&to=&page= — Get all transactions created on days from..to, ten a
    // page, oldest first: https://developer.flutterwave.com/reference/endpoints/transactions
    if (method === 'GET' && path === '/v3/transactions') return listTransactions(url.searchParams);
    // GET /v3/transactions/{id}/verify — https://developer.flutterwave.com/docs/transaction-verification
    const verify = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(path);
    if (method === 'GET' && verify) {
      const tx = transactionById(verify[1] ?? '');
      return { status: 'success', message: 'Transaction fetched successfully', data: transactionData(tx) };
    }
    const refundPath = /^\/v3\/transactions\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundPath) return refund(refundPath[1] ?? '', body);
    if (method === 'POST' && path === '/v3/transfers') return createTransfer(body);
    // GET /v3/transfers?reference= — Get all transfers, filtered by the merchant's reference:
    // https://developer.flutterwave.com/reference/endpoints/transfers
    if (method === 'GET' && path === '/v3/transfers') {
      const reference = url.searchParams.get('reference');
      const listed = [...transfers.values()].filter((t) => reference === null || t.reference === reference);
      const meta = { page_info: { total: listed.length, current_page: 1, total_pages: 1 } };
      return { status: 'success', message: 'Transfers fetched', meta, data: listed.map(transferData) };
    }
    // GET /v3/transfers/{id} — https://developer.flutterwave.com/docs/making-payments/transfers/overview
    const transferPath = /^\/v3\/transfers\/([^/]+)$/.exec(path);
    if (method === 'GET' && transferPath) {
      const transfer = [...transfers.values()].find((candidate) => String(candidate.id) === transferPath[1]);
      if (!transfer) throw new Refusal('Transfer not found', 404);
      return { status: 'success', message: 'Transfer fetched', data: transferData(transfer) };
    }
    throw new Refusal(`Cannot ${method} ${path}`, 404);
  };

  const reply = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const error = (message: string) => ({ status: 'error', message, data: null });

  const handle = async (req: IncomingMessage, res: ServerResponse, rawBody: string) => {
    const method = req.method ?? 'GET';
    if (pageHandler && (await pageHandler(method, new URL(req.url ?? '/', baseUrl), rawBody, res))) return;
    requests.push({ method, path: req.url ?? '/', rawBody });
    const failure = failures.shift();
    if (failure?.delayMs) await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
    if (failure?.status === 401) return reply(res, 401, error('Authorization required'));
    if (failure?.status)
      return reply(res, failure.status, error('An error occurred. Please contact support'));
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return reply(res, 401, error('Authorization required'));
    let body: Record<string, unknown> = {};
    try {
      if (rawBody !== '') body = JSON.parse(rawBody) as Record<string, unknown>;
      return reply(res, 200, route(method, new URL(req.url ?? '/', baseUrl), body));
    } catch (thrown) {
      if (thrown instanceof Refusal) return reply(res, thrown.status, error(thrown.message));
      if (thrown instanceof SyntaxError) return reply(res, 400, error('Invalid JSON body'));
      throw thrown;
    }
  };

  const server = await listenFake(handle);
  baseUrl = server.baseUrl;

  const post = (url: string, body: unknown, times: number) =>
    postRepeatedly(url, body, times, { 'verif-hash': options.secretHash });

  return {
    baseUrl,
    requests,
    /** The last request the API received, its JSON body parsed (`{}` when it had none). */
    lastRequest: () => lastRequestOf(requests),
    /** Queues failures for the next requests, in order (a request with `delayMs` alone is still handled). */
    failNext: (...next: FakeFailure[]) => failures.push(...next),
    /**
     * Gives the charge under `txRef` its outcome, as the payer approving or declining would: a
     * pending charge moves; a hosted link gets its card transaction. `amount` (major units)
     * replaces what was paid, e.g. to send an amount with too many decimals. Returns its id.
     */
    complete: (txRef: string, status: 'successful' | 'failed', outcome: { amount?: number } = {}) => {
      let tx = transactions.get(txRef);
      if (!tx) {
        const link = links.get(txRef);
        if (!link) throw new Error(`The fake has no charge under ${txRef}`);
        const createdAt = new Date().toISOString();
        const { amount, currency, email } = link;
        tx = {
          amount,
          currency,
          email,
          id: nextId++,
          txRef,
          status,
          paymentType: 'card',
          createdAt,
          refundedMinor: 0,
        };
        transactions.set(txRef, tx);
      }
      tx.status = status;
      if (outcome.amount !== undefined) tx.amount = outcome.amount;
      return tx.id;
    },
    /** Sets how the next bank transfer charges write `account_expiration` (`epoch_ms` until told). */
    answerAccountExpirationAs: (format: AccountExpirationFormat) => {
      accountExpirationFormat = format;
    },
    /** Gives the transfer under `reference` its outcome. */
    completeTransfer: (reference: string, status: 'SUCCESSFUL' | 'FAILED') => {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`The fake has no transfer under ${reference}`);
      transfer.status = status;
      transfer.completeMessage =
        status === 'SUCCESSFUL'
          ? 'Transaction was successful'
          : 'DISBURSE FAILED: The account could not be credited';
    },
    /**
     * Posts the `charge.completed` (for `txRef`) or `transfer.completed` (for `transferReference`)
     * callback to `url` with the `verif-hash` header, `times` times (2: a duplicate), optionally
     * claiming another `amount` (major units) than the one stored. Answers the receiver's statuses.
     * Bodies follow https://developer.flutterwave.com/docs/webhooks.
     */
    sendCallback: async (
      url: string,
      target: { txRef: string } | { transferReference: string },
      delivery: { times?: number; amount?: number } = {},
    ) => {
      const times = delivery.times ?? 1;
      if ('txRef' in target) {
        const tx = transactions.get(target.txRef);
        if (!tx) throw new Error(`The fake has no charge under ${target.txRef}`);
        const data = transactionData(tx, delivery.amount ?? tx.amount);
        const eventType = `${tx.paymentType.toUpperCase()}_TRANSACTION`;
        return post(url, { event: 'charge.completed', data, 'event.type': eventType }, times);
      }
      const transfer = transfers.get(target.transferReference);
      if (!transfer) throw new Error(`The fake has no transfer under ${target.transferReference}`);
      const data = { ...transferData(transfer), amount: delivery.amount ?? transfer.amount };
      return post(url, { event: 'transfer.completed', 'event.type': 'Transfer', data }, times);
    },
    /** The hosted payment page `page` (the number ending its link): its `txRef`, amount and return address. */
    hostedLink: (page: string) => {
      const txRef = hostedPages.get(page);
      const link = txRef === undefined ? undefined : links.get(txRef);
      return txRef === undefined || !link ? undefined : { txRef, ...link };
    },
    /** Sets what answers requests outside the API (browser pages, test controls) before the API does. */
    servePages: (handler: PageHandler) => {
      pageHandler = handler;
    },
    close: server.close,
  };
}

/** A started fake. */
export type FlutterwaveFake = Awaited<ReturnType<typeof startFlutterwaveFake>>;
