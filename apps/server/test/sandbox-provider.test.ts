/**
 * The sandbox provider charging a Malipo virtual card through its issuer port
 * (docs/payments.md#sandbox-provider): every decline the issuer gives is a card decline with the
 * issuer's meaning, never a mobile money message. The issuer here is a stand-in for the port
 * (`CardIssuer`), so each of its answers can be chosen; the provider and its database are real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardAuthorization, CardIssuer } from '../src/modules/providers/provider';
import { createSandboxProvider } from '../src/modules/sandbox/sandbox-provider';
import { createTestApp, type TestApp } from './test-app';

/** A Luhn-valid number the stand-in issuer calls its own. */
const VIRTUAL_CARD_NUMBER = '5555555555554444';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A provider whose issuer knows one card and answers every charge with `answer`. */
function providerWithIssuer(answer: CardAuthorization) {
  const issuer: CardIssuer = {
    findCard: async ({ pan }) => (pan === VIRTUAL_CARD_NUMBER ? { cardId: 'vc_test', matches: true } : null),
    authorize: async () => answer,
  };
  return createSandboxProvider({ db: t.db, clock: t.clock, mobileMoneyDelayMs: 0, issuer });
}

describe('virtual card charges through the issuer port', () => {
  it.each([
    [
      { approved: false, code: 'card_declined', message: 'No such card' },
      'card_declined',
      'Your card was declined.',
    ],
    [
      { approved: false, code: 'insufficient_funds', message: 'x' },
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    [
      { approved: false, code: 'card_frozen', message: 'x' },
      'card_frozen',
      'This card is frozen. Unfreeze it to pay.',
    ],
  ] as const)('an issuer decline %j fails the charge as %s', async (answer, code, message) => {
    const provider = providerWithIssuer(answer);
    const { token } = await provider.tokenizeCard({
      number: VIRTUAL_CARD_NUMBER,
      expiry: '12/39',
      cvc: '123',
      holderName: 'Holder',
    });
    const outcome = await provider.chargeCard({
      reference: `pay_${code}`,
      token,
      amountMinor: 1_000,
      currency: 'USD',
    });
    expect(outcome).toMatchObject({ status: 'failed', code, message });
  });

  it('an approval succeeds', async () => {
    const provider = providerWithIssuer({ approved: true });
    const { token } = await provider.tokenizeCard({
      number: VIRTUAL_CARD_NUMBER,
      expiry: '12/39',
      cvc: '123',
      holderName: 'Holder',
    });
    const outcome = await provider.chargeCard({
      reference: 'pay_ok',
      token,
      amountMinor: 1_000,
      currency: 'USD',
    });
    expect(outcome.status).toBe('succeeded');
  });
});
