/**
 * Malipo as the issuer of its virtual cards: the implementation of the provider side's
 * {@link CardIssuer} port (providers/provider.ts), handed to the provider when the app is built. The
 * provider calls the issuer when a payer page tokenizes a card number (is it one of ours?) and when
 * it charges it (authorize: the card must be active and the holder's wallet must cover the amount).
 * An authorization posts one `card_spend` ledger transaction (ledger/postings.ts) under the wallet
 * lock; the payment's capture then moves the money from provider clearing to the merchant
 * (docs/money.md#wallet-movements).
 * @module
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerTransactions, virtualCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { postLedgerTransaction } from '../ledger/ledger.service';
import { cardSpendPosting } from '../ledger/postings';
import { lockWallet } from '../ledger/wallet-funds';
import type { CardIssuer } from '../providers/provider';
import { deriveSecurityCode, panFingerprint } from './card-numbers';

/**
 * The issuer over `db`, with `secret` (`CARD_ISSUER_SECRET`) the card numbers derive from.
 * `findCard` recognizes a number by its HMAC fingerprint and checks the expiry and security code
 * given with it. `authorize` declines (`card_declined`, `card_frozen`, `insufficient_funds`) rather
 * than throwing; it debits the holder's wallet once per `reference` under the wallet lock (a repeat
 * is approved again without a second posting). Amounts in minor units.
 */
export function createCardIssuer(deps: { db: Db; clock: Clock; secret: string }): CardIssuer {
  const { db, clock, secret } = deps;
  return {
    async findCard({ pan, expMonth, expYear, cvc }) {
      const [row] = await db
        .select()
        .from(virtualCards)
        .where(eq(virtualCards.panFingerprint, panFingerprint(secret, pan)));
      if (!row) return null;
      const matches =
        row.expMonth === expMonth &&
        row.expYear === expYear &&
        deriveSecurityCode(secret, row.id) === cvc.trim();
      return { cardId: row.id, matches };
    },
    async authorize(input) {
      try {
        return await db.transaction(async (tx) => {
          const [card] = await tx.select().from(virtualCards).where(eq(virtualCards.id, input.cardId));
          if (!card) return { approved: false, code: 'card_declined', message: 'Your card was declined.' };
          const [done] = await tx
            .select({ id: ledgerTransactions.id })
            .from(ledgerTransactions)
            .where(
              and(
                eq(ledgerTransactions.recordId, input.reference),
                eq(ledgerTransactions.type, 'card_spend'),
              ),
            );
          if (done) return { approved: true } as const;
          if (card.status === 'frozen') {
            return {
              approved: false,
              code: 'card_frozen',
              message: 'This card is frozen. Unfreeze it to pay.',
            };
          }
          const now = clock.now();
          const wallet = await lockWallet(tx, card.merchantId, input.currency, now);
          if (wallet.balanceMinor < input.amountMinor) {
            return {
              approved: false,
              code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
            };
          }
          await postLedgerTransaction(
            tx,
            cardSpendPosting({
              card,
              reference: input.reference,
              provider: input.provider,
              amountMinor: input.amountMinor,
              currency: input.currency,
              createdAt: now,
            }),
          );
          return { approved: true } as const;
        });
      } catch (err) {
        // A repeated authorization of the same charge was already approved and debited.
        if (err instanceof AppError && err.code === 'conflict') return { approved: true };
        throw err;
      }
    },
  };
}
