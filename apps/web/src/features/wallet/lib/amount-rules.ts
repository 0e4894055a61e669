/**
 * Amount checks of the wallet forms: people type major units ("50", "1,200.50"); requests carry
 * minor units of the chosen currency (ISO 4217 decimals, `@malipo/contracts/money`).
 * @module
 */
import type { z } from 'zod';
import { amountError, parseAmountToMinor } from '@malipo/contracts/money';

/** Adds `amountError`'s message (required, numeric, decimals of `currency`, > 0) at `path`. */
export function checkAmount(ctx: z.RefinementCtx, path: string, text: string, currency: string): void {
  const message = amountError(text, currency);
  if (message) ctx.addIssue({ code: 'custom', path: [path], message });
}

/** `text` in minor units of `currency`, or 0 when it does not parse (callers check first). */
export function amountToMinor(text: string, currency: string): number {
  return parseAmountToMinor(text, currency) ?? 0;
}
