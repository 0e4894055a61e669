/**
 * `POST /api/virtual-card/reveal` → `{ number, expiry, securityCode }` (answered `no-store`): the
 * card's full details for the eye toggle (docs/product.md#states). Deliberately not a query or a mutation hook, so
 * the details never enter TanStack Query's caches: the caller keeps them in component state only
 * while they are shown (docs/payments.md "card data never touches storage or logs").
 * @module
 */
import { revealedCardSchema, type RevealedCard } from '@malipo/contracts/virtual-cards';
import { apiRequest } from '@/lib/api-client';

/** Fetches the card's full details. Throws `ApiError` (404 when there is no card). */
export async function revealVirtualCard(signal?: AbortSignal): Promise<RevealedCard> {
  const body = await apiRequest<unknown>('/api/virtual-card/reveal', { method: 'POST', signal });
  return revealedCardSchema.parse(body);
}
