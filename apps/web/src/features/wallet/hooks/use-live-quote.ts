/**
 * Live exchange figures while someone types: the amount text is parsed for `from` (major units →
 * minor) and, once it has settled for {@link QUOTE_DEBOUNCE_MS}, quoted by `GET /api/fx/quote`.
 * @module
 */
import { parseAmountToMinor } from '@malipo/contracts/money';
import { useFxQuote, type FxQuoteRequest } from '../api/get-fx-quote';
import { useDebouncedValue } from './use-debounced-value';

/** How long the amount must stay unchanged before it is quoted, in milliseconds. */
export const QUOTE_DEBOUNCE_MS = 250;

/**
 * The quote of `amountText` of `from` sent as `to`. `request` is null (and nothing is fetched)
 * while the amount is empty, zero or invalid for `from`.
 */
export function useLiveQuote(amountText: string, from: string, to: string) {
  const debouncedText = useDebouncedValue(amountText, QUOTE_DEBOUNCE_MS);
  const amountMinor = parseAmountToMinor(debouncedText, from);
  const request: FxQuoteRequest | null = amountMinor && amountMinor > 0 ? { from, to, amountMinor } : null;
  const quote = useFxQuote(request);
  return { request, quote };
}
