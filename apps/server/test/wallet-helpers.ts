/**
 * Helpers for the wallet tests: money-moving requests with a fresh Idempotency-Key, and a card
 * deposit to fund a wallet the way the Deposit screen does.
 */
import { randomUUID } from 'node:crypto';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import type { TestApp } from './test-app';
import { tokenizeCard } from './payment-helpers';

/** POSTs `body` to a wallet endpoint as signed-in `cookie`, with `key` (fresh by default). */
export function walletPost(
  t: TestApp,
  cookie: string,
  url: string,
  body: unknown,
  key: string = randomUUID(),
) {
  return t.request('POST', url, { cookie, body, headers: { 'idempotency-key': key } });
}

/** Deposits `amountMinor` of `currency` by sandbox card; throws unless it succeeded at once. */
export async function depositByCard(t: TestApp, cookie: string, amountMinor: number, currency = 'USD') {
  const token = await tokenizeCard(t, SANDBOX_CARDS.success);
  const res = await walletPost(t, cookie, '/api/wallet/deposits', {
    amountMinor,
    currency,
    paymentMethod: { type: 'card', token },
  });
  if (res.statusCode !== 201 || res.json().status !== 'succeeded') {
    throw new Error(`deposit failed: ${res.statusCode} ${res.body}`);
  }
  return res.json() as { id: string };
}

/** Adds a bank payout account; returns its id. */
export async function addBankAccount(t: TestApp, cookie: string, accountNumber = '0012345678') {
  const res = await t.request('POST', '/api/payout-accounts', {
    cookie,
    body: { bankName: 'Bank of Kigali', accountName: 'Test Merchant Ltd', accountNumber },
  });
  if (res.statusCode !== 201) throw new Error(`payout account failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/**
 * Submits pending payouts (withdrawals, sends to a phone or bank, refunds' payouts) to the sandbox,
 * moves the clock past its delay and runs the jobs again.
 */
export async function settlePayouts(t: TestApp) {
  await t.jobs.runDue();
  t.clock.advance(6_000);
  await t.jobs.runDue();
}

/** Adds a bank payout account and withdraws `amountMinor` USD to it; the payout's response. */
export async function withdrawToBank(t: TestApp, cookie: string, amountMinor: number) {
  const accountId = await addBankAccount(t, cookie);
  return walletPost(t, cookie, '/api/wallet/payouts', {
    amountMinor,
    currency: 'USD',
    destination: { type: 'bank', payoutAccountId: accountId },
  });
}
