/**
 * The sandbox cards volume payments are paid with (docs/payments.md#sandbox-provider), tokenized by
 * the sandbox's own tokenization (`createCardToken`), so payments, subscriptions and refunds made on
 * them later behave as the sandbox documents: two cards that succeed, the declined card and the
 * insufficient-funds card. Card numbers never leave this function (docs/payments.md#card-data).
 * @module
 */
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createCardToken } from '../sandbox/sandbox-tokens';
import type { VolumeCard, VolumeCards } from './volume-reference-tables';

/** A Mastercard test number outside the sandbox's scenarios, so it succeeds like 4242…. */
const MASTERCARD_SUCCESS = '5555555555554444';

/** Tokenizes the run's cards, valid three years after `clock`'s now. */
export async function createVolumeCards(db: Db, clock: Clock): Promise<VolumeCards> {
  const year = (clock.now().getUTCFullYear() + 3) % 100;
  const tokenize = async (number: string): Promise<VolumeCard> => {
    const { token, card } = await createCardToken(db, clock, {
      number,
      expiry: `12/${String(year).padStart(2, '0')}`,
      cvc: '123',
      holderName: 'Volume Payer',
    });
    return { token, brand: card.brand, last4: card.last4 };
  };
  return {
    success: [await tokenize(SANDBOX_CARDS.success), await tokenize(MASTERCARD_SUCCESS)],
    declined: await tokenize(SANDBOX_CARDS.declined),
    insufficientFunds: await tokenize(SANDBOX_CARDS.insufficientFunds),
  };
}
