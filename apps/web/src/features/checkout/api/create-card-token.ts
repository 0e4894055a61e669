/**
 * `POST /api/sandbox/tokens`: the sandbox provider's tokenization endpoint (docs/payments.md). Card fields
 * go only here; Malipo's payment endpoint receives the token. 400 answers carry `fields` keyed
 * `number`, `expiry`, `cvc`, `holderName`.
 * @module
 */
import type { CardToken, CreateCardTokenInput } from '@malipo/contracts/sandbox';
import { apiRequest } from '@/lib/api-client';

/** Exchanges card fields for a provider token. Throws `ApiError`. */
export async function createCardToken(input: CreateCardTokenInput): Promise<CardToken> {
  return apiRequest<CardToken>('/api/sandbox/tokens', { method: 'POST', body: input });
}
