/**
 * Wallet-to-wallet movements: sending to another Malipo user by email or phone, and
 * paying a merchant by merchant code from the wallet. Instant and free: one transaction locks the
 * sender's wallet, checks funds, writes the transfer and posts its ledger transaction
 * (sender −amount, recipient +amount). Both sides see it in their history.
 * @module
 */
import { parseInternationalPhone } from '@malipo/contracts/mobile-money';
import type { Transfer } from '@malipo/contracts/wallet';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';
import { merchantByCodeInModeOf, userAccountInModeOf } from '../modes/same-mode';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { runIdempotent, type StoredResponse } from '../idempotency/idempotency';
import { postLedgerTransaction } from '../ledger/ledger.service';
import { transferPosting } from '../ledger/postings';
import { requireFunds } from '../ledger/wallet-funds';

/**
 * The merchant a send from `fromMerchantId` goes to, in the sender's mode: the user with this
 * email, or this phone (E.164, `+` required).
 */
async function findRecipient(
  db: Db,
  fromMerchantId: string,
  recipient: string,
): Promise<{ merchantId: string; label: string } | null> {
  const phone = recipient.includes('@') ? null : parseInternationalPhone(recipient);
  if (!recipient.includes('@') && !phone) return null;
  const found = phone
    ? await userAccountInModeOf(db, fromMerchantId, 'phone', phone)
    : await userAccountInModeOf(db, fromMerchantId, 'email', recipient.toLowerCase());
  return found ? { merchantId: found.merchantId, label: found.name } : null;
}

/**
 * Creates the transfer service: sends and merchant payments from the wallet, instant and free
 * (docs/money.md#wallet-movements). Amounts in minor units; each transfer posts one `transfer`
 * ledger transaction (`transferPosting`) under the sender's wallet lock.
 */
export function createTransferService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const move = async (
    tx: Db,
    input: {
      kind: 'send' | 'merchant_payment';
      fromMerchantId: string;
      toMerchantId: string;
      counterparty: string;
      amountMinor: number;
      currency: string;
      note: string;
    },
  ): Promise<StoredResponse> => {
    if (input.toMerchantId === input.fromMerchantId) {
      throw new AppError('recipient_not_found', 'You cannot send money to your own wallet', {
        recipient: 'Choose someone other than yourself',
      });
    }
    const now = clock.now();
    await requireFunds(tx, {
      merchantId: input.fromMerchantId,
      currency: input.currency,
      amountMinor: input.amountMinor,
      now,
    });
    const [row] = await tx
      .insert(transfers)
      .values({
        id: newId('trf'),
        kind: input.kind,
        fromMerchantId: input.fromMerchantId,
        toMerchantId: input.toMerchantId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        note: input.note,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('transfer insert returned nothing');
    await postLedgerTransaction(tx, transferPosting({ transfer: row, createdAt: now }));
    const body: Transfer = {
      id: row.id,
      kind: row.kind,
      amountMinor: row.amountMinor,
      currency: row.currency,
      counterparty: input.counterparty,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    };
    return { statusCode: 201, body };
  };

  const scopeOf = (merchantId: string) => `wallet:${merchantId}`;

  /**
   * Sends `amountMinor` (minor units) of `currency` to the Malipo user with email or international
   * phone `recipient` (docs/product.md#send-money), under the request's `Idempotency-Key` in scope
   * `wallet:{merchantId}`; answers 201 with the transfer. Throws `recipient_not_found` (nobody with
   * that email or phone, or oneself), `insufficient_funds`, `idempotency_key_in_use` (409),
   * `idempotency_key_reused` (422).
   */
  const send = (input: {
    merchantId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: { recipient: string; amountMinor: number; currency: string; note: string };
  }) =>
    runIdempotent(
      db,
      clock,
      { scope: scopeOf(input.merchantId), key: input.idempotencyKey, fingerprint: input.fingerprint },
      async (tx) => {
        const recipient = await findRecipient(tx, input.merchantId, input.body.recipient);
        if (!recipient) {
          throw new AppError('recipient_not_found', 'No Malipo wallet uses this email or phone number', {
            recipient: 'No Malipo wallet uses this email or phone number',
          });
        }
        return move(tx, {
          kind: 'send',
          fromMerchantId: input.merchantId,
          toMerchantId: recipient.merchantId,
          counterparty: recipient.label,
          amountMinor: input.body.amountMinor,
          currency: input.body.currency,
          note: input.body.note,
        });
      },
    );

  /**
   * Pays `amountMinor` (minor units) of `currency` from the wallet to the merchant with `merchantCode`
   * (docs/product.md#make-payment), under the request's `Idempotency-Key` in scope
   * `wallet:{merchantId}`; answers 201 with the transfer. Throws `recipient_not_found` (no merchant
   * has the code, or it is one's own), `insufficient_funds`, `idempotency_key_in_use` (409),
   * `idempotency_key_reused` (422).
   */
  const payMerchant = (input: {
    merchantId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: { merchantCode: string; amountMinor: number; currency: string; reference: string };
  }) =>
    runIdempotent(
      db,
      clock,
      { scope: scopeOf(input.merchantId), key: input.idempotencyKey, fingerprint: input.fingerprint },
      async (tx) => {
        const merchant = await merchantByCodeInModeOf(tx, input.merchantId, input.body.merchantCode);
        if (!merchant) {
          throw new AppError('recipient_not_found', 'No merchant has this code', {
            merchantCode: 'No merchant has this code',
          });
        }
        return move(tx, {
          kind: 'merchant_payment',
          fromMerchantId: input.merchantId,
          toMerchantId: merchant.merchantId,
          counterparty: merchant.name,
          amountMinor: input.body.amountMinor,
          currency: input.body.currency,
          note: input.body.reference,
        });
      },
    );

  return { send, payMerchant };
}

/** What {@link createTransferService} returns; each method documents its units and errors there. */
export type TransferService = ReturnType<typeof createTransferService>;
