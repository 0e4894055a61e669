/**
 * Choosing a payment's provider inside phase 1 (docs/providers.md#routing): the source merchant's
 * mode, the method and the currency decide it through the routing table; a combination without a
 * provider is refused before anything is recorded.
 * @module
 */
import { eq } from 'drizzle-orm';
import type { Mode } from '@malipo/contracts/modes';
import type { Db } from '../../db/client';
import { merchants, type payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ProviderName, Routing } from '../providers/routing';

/** The mode of merchant row `merchantId`. Throws `Error` for an unknown merchant (a programming error). */
export async function merchantMode(tx: Db, merchantId: string): Promise<Mode> {
  const [row] = await tx.select({ mode: merchants.mode }).from(merchants).where(eq(merchants.id, merchantId));
  if (!row) throw new Error(`merchant ${merchantId} not found`);
  return row.mode;
}

/**
 * The provider `routing` gives a payment with `method`'s columns in `currency` for a merchant in
 * `mode`. A card token is the sandbox's, so it is for test mode only; a card without one is typed
 * on a live provider's hosted page. Throws `method_unavailable` (422) when no provider takes the
 * combination, and `validation_failed` (`paymentMethod.token`) for a test-mode card without a token.
 */
export function routePayment(
  routing: Routing,
  mode: Mode,
  method: Pick<typeof payments.$inferInsert, 'methodType' | 'cardToken' | 'mobileCountry' | 'mobileProvider'>,
  currency: string,
): ProviderName {
  const provider = routing.paymentProviderFor(mode, {
    method: method.methodType,
    country: method.mobileCountry ?? null,
    network: method.mobileProvider ?? null,
    currency,
  });
  if (!provider) {
    const how =
      method.methodType === 'card'
        ? 'by card'
        : method.methodType === 'bank_transfer'
          ? 'by bank transfer'
          : 'with this mobile money provider from this country';
    throw new AppError('method_unavailable', `This payment cannot be made ${how} in ${currency}.`);
  }
  if (provider === 'sandbox' && method.methodType === 'card' && !method.cardToken) {
    throw new AppError('validation_failed', 'Check the card details', {
      'paymentMethod.token': 'Enter the card details.',
    });
  }
  if (provider !== 'sandbox' && method.cardToken) {
    throw new AppError(
      'method_unavailable',
      'Test cards work only in test mode: in live mode the card is typed on the secure card page.',
    );
  }
  return provider;
}
