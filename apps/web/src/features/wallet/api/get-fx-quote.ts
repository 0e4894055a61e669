/**
 * `GET /api/fx/quote?from&to&amountMinor` → `{ rate, amountMinor, convertedMinor, feeMinor,
 * totalMinor }`: what Direct Pay would deliver and debit (docs/product.md#payer-pages, docs/product.md#constants), at the stored rate.
 * 422 `fx_rate_unavailable` when no rate prices the pair.
 * @module
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fxQuoteSchema, type FxQuote } from '@malipo/contracts/wallet';
import { apiRequest } from '@/lib/api-client';
import { WALLET_QUERY_KEY } from '@/lib/money-queries';

/** What to quote: `amountMinor` (> 0) of `from` sent as `to`. */
export interface FxQuoteRequest {
  from: string;
  to: string;
  amountMinor: number;
}

/** Fetches a quote. Throws `ApiError`. */
export async function getFxQuote(request: FxQuoteRequest, signal?: AbortSignal): Promise<FxQuote> {
  const params = new URLSearchParams({
    from: request.from,
    to: request.to,
    amountMinor: String(request.amountMinor),
  });
  return fxQuoteSchema.parse(await apiRequest<unknown>(`/api/fx/quote?${params.toString()}`, { signal }));
}

/** Query options of the quote of `request` (rates change rarely: a minute of freshness). */
export const fxQuoteQueryOptions = (request: FxQuoteRequest) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'fx-quote', request.from, request.to, request.amountMinor],
    queryFn: ({ signal }) => getFxQuote(request, signal),
    staleTime: 60_000,
  });

const NO_REQUEST: FxQuoteRequest = { from: '', to: '', amountMinor: 0 };

/**
 * The quote of `request`, or nothing while `request` is null (no valid amount yet). The previous
 * figures stay on screen while the next ones load.
 */
export function useFxQuote(request: FxQuoteRequest | null) {
  return useQuery({
    ...fxQuoteQueryOptions(request ?? NO_REQUEST),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
