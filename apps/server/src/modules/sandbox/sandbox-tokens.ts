/**
 * The sandbox's tokenization endpoint, standing in for a provider's hosted card fields
 * (docs/payments.md#card-data): it checks the card (Luhn, expiry not past, CVV 3–4 digits) and keeps
 * only brand, last 4, expiry and the test scenario (or, for a Malipo virtual card, which card the
 * issuer recognized). The number and CVV are dropped here and go nowhere else.
 * @module
 */
import {
  cardBrand,
  cardDigits,
  cardNumberError,
  cvvError,
  expiryError,
  parseExpiry,
} from '@malipo/contracts/card';
import type { CardToken, CreateCardTokenInput } from '@malipo/contracts/sandbox';
import { SANDBOX_CARDS } from '@malipo/contracts/sandbox-cards';
import type { Db } from '../../db/client';
import { sandboxCardTokens } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { CardIssuer } from '../providers/provider';

type Scenario = (typeof sandboxCardTokens.$inferInsert)['scenario'];

function scenarioFor(digits: string): Scenario {
  switch (digits) {
    case SANDBOX_CARDS.declined:
      return 'declined';
    case SANDBOX_CARDS.insufficientFunds:
      return 'insufficient_funds';
    case SANDBOX_CARDS.otp:
      return 'otp';
    default:
      return 'success';
  }
}

/**
 * Validates card fields and stores a token. With `issuer`, a number it recognizes as one of its
 * virtual cards is tokenized as that card (charges then go to the issuer for authorization).
 * Throws `validation_failed` with a message per field (`number`, `expiry`, `cvc`) when a field is
 * invalid, or when the expiry or security code are not those of the issuer's card.
 */
export async function createCardToken(
  db: Db,
  clock: Clock,
  input: CreateCardTokenInput,
  issuer?: CardIssuer,
): Promise<CardToken> {
  const fields: Record<string, string> = {};
  const numberError = cardNumberError(input.number);
  if (numberError) fields.number = numberError;
  const expiryProblem = expiryError(input.expiry, clock.now());
  if (expiryProblem) fields.expiry = expiryProblem;
  const cvcProblem = cvvError(input.cvc);
  if (cvcProblem) fields.cvc = cvcProblem;
  const expiry = parseExpiry(input.expiry);
  if (Object.keys(fields).length > 0 || !expiry) {
    throw new AppError('validation_failed', 'Check the card details', fields);
  }
  const digits = cardDigits(input.number);
  const card = {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
  };
  const token = newId('tok').replace('_', '_sbx');
  const virtualCard = await issuer?.findCard({
    pan: digits,
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: input.cvc,
  });
  if (virtualCard && !virtualCard.matches) {
    throw new AppError('validation_failed', 'Check the card details', {
      expiry: 'The expiry date or security code does not match this card',
      cvc: 'The expiry date or security code does not match this card',
    });
  }
  await db.insert(sandboxCardTokens).values({
    token,
    ...card,
    scenario: virtualCard ? 'virtual_card' : scenarioFor(digits),
    virtualCardId: virtualCard?.cardId ?? null,
    createdAt: clock.now(),
  });
  return { token, card };
}
