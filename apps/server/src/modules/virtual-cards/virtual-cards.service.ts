/**
 * Issuing and managing a user's virtual card (docs/product.md#dashboard-home), and Make Payment with
 * it (docs/product.md#make-payment): the card is tokenized with the provider like any card a payer
 * types, then charged; the issuer's authorization debits the holder's wallet
 * (docs/money.md#wallet-movements). The provider is reached only through its interface
 * (providers/provider.ts), never a particular adapter.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { RevealedCard, VirtualCard } from '@malipo/contracts/virtual-cards';
import { cardBrand } from '@malipo/contracts/card';
import type { Db } from '../../db/client';
import { virtualCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { merchantByCodeInModeOf } from '../modes/same-mode';
import { merchantMode } from '../payments/payment-route';
import type { StoredResponse } from '../idempotency/idempotency';
import type { PaymentService } from '../payments/payments.service';
import type { PaymentProvider } from '../providers/provider';
import { derivePan, deriveSecurityCode, panFingerprint } from './card-numbers';

/** Years a card is valid for. */
export const VIRTUAL_CARD_VALIDITY_YEARS = 3;
/** The issuer name printed on the card. */
export const VIRTUAL_CARD_BANK_NAME = 'Malipo Bank (sandbox)';

type CardRow = typeof virtualCards.$inferSelect;

const expiryOf = (row: CardRow) =>
  `${String(row.expMonth).padStart(2, '0')}/${String(row.expYear % 100).padStart(2, '0')}`;

function toView(row: CardRow): VirtualCard {
  return {
    id: row.id,
    holderName: row.holderName,
    brand: row.brand,
    last4: row.last4,
    maskedNumber: `•••• •••• •••• ${row.last4}`,
    expiry: expiryOf(row),
    status: row.status,
    bankName: VIRTUAL_CARD_BANK_NAME,
  };
}

/**
 * The virtual card service: one card per merchant — `get`, `issue`, `reveal`, `setStatus` — and
 * `payMerchant` (Make Payment with it). `secret` is the one the card numbers derive from (the
 * issuer's, `CARD_ISSUER_SECRET`); `provider` tokenizes the card for Make Payment and must reach the
 * same issuer to authorize it.
 */
export function createVirtualCardService(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  provider: PaymentProvider;
  payments: PaymentService;
}) {
  const { db, clock, secret } = deps;

  const find = async (merchantId: string) =>
    (await db.select().from(virtualCards).where(eq(virtualCards.merchantId, merchantId)))[0];

  const require = async (merchantId: string) => {
    const row = await find(merchantId);
    if (!row) throw new AppError('not_found', 'You have no virtual card yet');
    return row;
  };

  /** The merchant's card (number masked to its last 4, expiry `MM/YY`), or null before one is issued. */
  const get = async (merchantId: string): Promise<VirtualCard | null> => {
    const row = await find(merchantId);
    return row ? toView(row) : null;
  };

  /**
   * Issues the merchant's card, `active`, in `holderName` (upper-cased), valid
   * {@link VIRTUAL_CARD_VALIDITY_YEARS} years from this month; only its last 4 and an HMAC
   * fingerprint are stored. Throws `conflict` when the merchant already has one, `method_unavailable`
   * in live mode.
   */
  const issue = async (input: { merchantId: string; holderName: string }): Promise<VirtualCard> => {
    if ((await merchantMode(db, input.merchantId)) === 'live') {
      // Malipo's cards are charged through the sandbox's card network (docs/providers.md#modes).
      throw new AppError('method_unavailable', 'Virtual cards are available in test mode only.');
    }
    if (await find(input.merchantId)) throw new AppError('conflict', 'You already have a virtual card');
    const now = clock.now();
    const id = newId('vc');
    const pan = derivePan(secret, id);
    const [row] = await db
      .insert(virtualCards)
      .values({
        id,
        merchantId: input.merchantId,
        holderName: input.holderName.toUpperCase(),
        brand: cardBrand(pan),
        last4: pan.slice(-4),
        panFingerprint: panFingerprint(secret, pan),
        expMonth: now.getUTCMonth() + 1,
        expYear: now.getUTCFullYear() + VIRTUAL_CARD_VALIDITY_YEARS,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: virtualCards.merchantId })
      .returning();
    if (!row) throw new AppError('conflict', 'You already have a virtual card');
    return toView(row);
  };

  /**
   * The full number (grouped by 4), expiry and security code, derived from `secret`, never stored
   * (docs/payments.md#card-data). Throws `not_found` when the merchant has no card.
   */
  const reveal = async (merchantId: string): Promise<RevealedCard> => {
    const row = await require(merchantId);
    const pan = derivePan(secret, row.id);
    return {
      number: pan.replace(/(\d{4})(?=\d)/g, '$1 '),
      expiry: expiryOf(row),
      securityCode: deriveSecurityCode(secret, row.id),
    };
  };

  /**
   * Freezes (`frozen`: its charges are declined with `card_frozen`) or unfreezes (`active`) the
   * card. Throws `not_found` when the merchant has no card.
   */
  const setStatus = async (input: {
    merchantId: string;
    status: 'active' | 'frozen';
  }): Promise<VirtualCard> => {
    const row = await require(input.merchantId);
    const [updated] = await db
      .update(virtualCards)
      .set({ status: input.status, updatedAt: clock.now() })
      .where(eq(virtualCards.id, row.id))
      .returning();
    return toView(updated ?? row);
  };

  /**
   * Make Payment with the card (docs/product.md#make-payment): pays `amountMinor` (minor units) of
   * `currency` to the merchant with `merchantCode` through `payments.pay`, under the request's
   * `Idempotency-Key` in scope `wallet:{merchantId}`. Returns the payment (201); a frozen card or a
   * short wallet gives a `failed` payment with the decline reason. Throws `not_found` (no card),
   * `recipient_not_found` (unknown code, or one's own), `validation_failed` (the provider refused
   * the card's details), `idempotency_key_in_use` (409), `idempotency_key_reused` (422).
   */
  const payMerchant = async (input: {
    merchantId: string;
    payer: { name: string; email: string };
    idempotencyKey: string;
    fingerprint: string;
    body: { merchantCode: string; amountMinor: number; currency: string; reference: string };
  }): Promise<StoredResponse> => {
    const card = await require(input.merchantId);
    const payee = await merchantByCodeInModeOf(db, input.merchantId, input.body.merchantCode);
    if (!payee) {
      throw new AppError('recipient_not_found', 'No merchant has this code', {
        merchantCode: 'No merchant has this code',
      });
    }
    if (payee.merchantId === input.merchantId) {
      throw new AppError('recipient_not_found', 'You cannot pay yourself', {
        merchantCode: 'This is your own code',
      });
    }
    const token = await deps.provider.tokenizeCard({
      number: derivePan(secret, card.id),
      expiry: expiryOf(card),
      cvc: deriveSecurityCode(secret, card.id),
      holderName: card.holderName,
    });
    return deps.payments.pay({
      scope: `wallet:${input.merchantId}`,
      idempotencyKey: input.idempotencyKey,
      fingerprint: input.fingerprint,
      payer: input.payer,
      paymentMethod: { type: 'card', token: token.token },
      resolveSource: async () => ({
        merchantId: payee.merchantId,
        sourceType: 'merchant_code',
        sourceId: input.merchantId,
        description: input.body.reference || `Payment by merchant code ${input.body.merchantCode}`,
        amountMinor: input.body.amountMinor,
        currency: input.body.currency,
      }),
    });
  };

  return { get, issue, reveal, setStatus, payMerchant };
}

/** What {@link createVirtualCardService} returns; each method documents its units and errors there. */
export type VirtualCardService = ReturnType<typeof createVirtualCardService>;
