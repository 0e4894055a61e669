/**
 * The amount a payer pays on an invoice that may be paid in part (docs/invoices.md#payments): typed
 * in major units as the page's language writes numbers, more than 0 and at most what is due — the
 * rules the server checks again (`checkInvoicePayable`).
 * @module
 */
import { amountInputForParsing } from '@malipo/contracts/i18n/format';
import type { Locale } from '@malipo/contracts/i18n/locales';
import { parseAmountToMinor } from '@malipo/contracts/money';

/** Why a typed amount cannot pay the invoice (`invoice:amount.errors.{problem}`). */
export type InvoiceAmountProblem = 'invalid' | 'zero' | 'tooMuch';

/**
 * `text` (major units of `currency`, as `locale` writes numbers) in minor units when it can pay an
 * invoice with `dueMinor` due, else its problem.
 */
export function checkInvoiceAmount(
  text: string,
  currency: string,
  dueMinor: number,
  locale: Locale,
): { minor: number } | { problem: InvoiceAmountProblem } {
  const minor = parseAmountToMinor(amountInputForParsing(text.trim(), locale), currency);
  if (minor === null) return { problem: 'invalid' };
  if (minor === 0) return { problem: 'zero' };
  if (minor > dueMinor) return { problem: 'tooMuch' };
  return { minor };
}
