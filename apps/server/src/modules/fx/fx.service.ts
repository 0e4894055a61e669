/**
 * Exchange rates (docs/money.md#currency-conversion): the stored `fx_rates` table, seeded with the
 * rates of docs/product.md#constants and edited by `npm run fx:set`. A pair is priced by its stored
 * rate, else the inverse of the reverse pair, else a cross rate through USD; the same currency is
 * "1". Any other pair is refused rather than guessed. Rates are decimal strings, never floats.
 * @module
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { directPayFigures } from '@malipo/contracts/fees';
import { convertMinor, invertRate, multiplyRates } from '@malipo/contracts/fx';
import type { FxQuote } from '@malipo/contracts/wallet';
import type { Db } from '../../db/client';
import { fxRates } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const PIVOT = 'USD';

async function storedRate(db: Db, base: string, quote: string): Promise<string | null> {
  const rows = await db
    .select()
    .from(fxRates)
    .where(
      or(
        and(eq(fxRates.base, base), eq(fxRates.quote, quote)),
        and(eq(fxRates.base, quote), eq(fxRates.quote, base)),
      ),
    );
  const direct = rows.find((r) => r.base === base);
  if (direct) return direct.rate;
  const reverse = rows.find((r) => r.base === quote);
  return reverse ? invertRate(reverse.rate) : null;
}

/**
 * The rate from `from` to `to` (ISO 4217 codes; major units of `to` per major unit of `from`, so
 * USD→RWF is `1300`) as decimal text: stored, inverted, or crossed through USD; `1` for the same
 * currency. Throws `fx_rate_unavailable` (422, `No exchange rate from X to Y is available.`) when no
 * stored rate prices the pair (docs/money.md#currency-conversion).
 */
export async function rateFor(db: Db, from: string, to: string): Promise<string> {
  if (from === to) return '1';
  const rate =
    (await storedRate(db, from, to)) ??
    (await (async () => {
      if (from === PIVOT || to === PIVOT) return null;
      const [a, b] = [await storedRate(db, from, PIVOT), await storedRate(db, PIVOT, to)];
      return a && b ? multiplyRates(a, b) : null;
    })());
  if (!rate) {
    throw new AppError('fx_rate_unavailable', `No exchange rate from ${from} to ${to} is available.`);
  }
  return rate;
}

/**
 * What Direct Pay would do with `amountMinor` of `from` sent as `to`: the rate, the converted
 * amount, the Direct Pay fee (docs/money.md#fees) and the total debited (amount + fee), all in minor
 * units — the same figures the payout posts with. Throws `fx_rate_unavailable` as {@link rateFor}.
 */
export async function quoteDirectPay(
  db: Db,
  input: { from: string; to: string; amountMinor: number },
): Promise<FxQuote> {
  const rate = await rateFor(db, input.from, input.to);
  const { feeMinor, totalMinor } = directPayFigures(input.amountMinor);
  return {
    from: input.from,
    to: input.to,
    rate,
    amountMinor: input.amountMinor,
    convertedMinor: convertMinor(input.amountMinor, input.from, input.to, rate),
    feeMinor,
    totalMinor,
  };
}

/** Every stored rate (base, quote, decimal-text rate, `updatedAt`) by base then quote; none derived. */
export async function listRates(db: Db) {
  return db.select().from(fxRates).orderBy(fxRates.base, fxRates.quote);
}

/**
 * Stores `rate` (decimal text) for `base`→`quote`, inserting or replacing it. Used by
 * `npm run fx:set` (docs/money.md#currency-conversion).
 */
export async function setRate(db: Db, input: { base: string; quote: string; rate: string; now: Date }) {
  await db
    .insert(fxRates)
    .values({ base: input.base, quote: input.quote, rate: input.rate, updatedAt: input.now })
    .onConflictDoUpdate({
      target: [fxRates.base, fxRates.quote],
      set: { rate: sql`excluded.rate`, updatedAt: sql`excluded.updated_at` },
    });
}
