/**
 * Conversions between a merchant's own currency wallets (docs/money.md#currency-conversion): one
 * ledger transaction through the FX account at the stored rate — wallet(from) −a, FX(from) +a,
 * FX(to) −b, wallet(to) +b — with the rate recorded on the conversion.
 * @module
 */
import { convertMinor } from '@malipo/contracts/fx';
import type { Conversion } from '@malipo/contracts/wallet';
import type { Db } from '../../db/client';
import { conversions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { rateFor } from '../fx/fx.service';
import { runIdempotent, type StoredResponse } from '../idempotency/idempotency';
import { postLedgerTransaction } from '../ledger/ledger.service';
import { conversionPosting } from '../ledger/postings';
import { requireFunds } from '../ledger/wallet-funds';

/**
 * Converts `amountMinor` (minor units of `fromCurrency`) into `toCurrency` for `merchantId` at the
 * stored rate, rounded half up, with no fee (docs/money.md#wallet-movements), under the wallet's lock
 * and the request's `Idempotency-Key` in scope `wallet:{merchantId}`. Answers 201 with the
 * conversion (`toAmountMinor` in minor units of `toCurrency`, `rate` as decimal text). Throws
 * `validation_failed` (same currency, or too small to convert), `fx_rate_unavailable`,
 * `insufficient_funds`, `idempotency_key_in_use` (409), `idempotency_key_reused` (422).
 */
export function convertCurrency(
  deps: { db: Db; clock: Clock },
  input: {
    merchantId: string;
    idempotencyKey: string;
    fingerprint: string;
    body: { amountMinor: number; fromCurrency: string; toCurrency: string };
  },
): Promise<StoredResponse> {
  const { db, clock } = deps;
  return runIdempotent(
    db,
    clock,
    { scope: `wallet:${input.merchantId}`, key: input.idempotencyKey, fingerprint: input.fingerprint },
    async (tx) => {
      const { amountMinor, fromCurrency, toCurrency } = input.body;
      if (fromCurrency === toCurrency) {
        throw new AppError('validation_failed', 'Choose two different currencies', {
          toCurrency: 'Choose a different currency',
        });
      }
      const rate = await rateFor(tx, fromCurrency, toCurrency);
      const toAmountMinor = convertMinor(amountMinor, fromCurrency, toCurrency, rate);
      if (toAmountMinor <= 0) {
        throw new AppError('validation_failed', 'Amount is too small to convert', {
          amountMinor: 'Amount is too small to convert',
        });
      }
      const now = clock.now();
      await requireFunds(tx, { merchantId: input.merchantId, currency: fromCurrency, amountMinor, now });
      const [row] = await tx
        .insert(conversions)
        .values({
          id: newId('fx'),
          merchantId: input.merchantId,
          fromCurrency,
          toCurrency,
          fromAmountMinor: amountMinor,
          toAmountMinor,
          rate,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('conversion insert returned nothing');
      await postLedgerTransaction(tx, conversionPosting({ conversion: row, createdAt: now }));
      const body: Conversion = {
        id: row.id,
        fromCurrency,
        toCurrency,
        fromAmountMinor: amountMinor,
        toAmountMinor,
        rate,
        createdAt: now.toISOString(),
      };
      return { statusCode: 201, body };
    },
  );
}
