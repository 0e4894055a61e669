/**
 * Rules every link creator form shares (docs/product.md#entities, docs/product.md#validation): amounts are typed in major units and checked
 * against the currency's decimals before they are converted to minor units.
 * @module
 */
import type { z } from 'zod';
import { amountError, parseAmountToMinor } from '@malipo/contracts/money';

/**
 * Adds an issue on `field` when `text` is not a positive amount of `currency` ("Amount is required",
 * "RWF amounts have no decimals", …); `requiredMessage` replaces the message for empty text.
 * Returns true when the amount is valid.
 */
export function checkAmountText(
  ctx: z.RefinementCtx,
  field: string,
  text: string,
  currency: string,
  requiredMessage?: string,
): boolean {
  const message = amountError(text, currency);
  if (message === null) return true;
  const shown = text.trim() === '' && requiredMessage ? requiredMessage : message;
  ctx.addIssue({ code: 'custom', path: [field], message: shown });
  return false;
}

/** Minor units of a typed amount, or 0 when it does not parse (the contract then refuses it). */
export function amountTextToMinor(text: string, currency: string): number {
  return parseAmountToMinor(text, currency) ?? 0;
}
