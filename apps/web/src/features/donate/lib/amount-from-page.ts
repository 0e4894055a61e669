/**
 * The donation amount in the page's address and forms, so the donation page works without
 * JavaScript (docs/architecture.md#payer-pages item 5). Step 1 is a GET form to the page: a preset
 * sends `amount` (major units, e.g. `amount=50`), the custom field sends `custom` (the text as
 * typed, e.g. `custom=5000`), Card and Mobile send `method`. Step 2 posts the same `amount` or
 * `custom` back with `amountMinor` (minor units of the campaign's currency), and a refused post
 * comes back with them.
 * @module
 */
import type { PayerPageInput } from '@malipo/contracts/payer-pages';
import { parsePayMethod } from '@/features/checkout/lib/checkout-state-from-page';
import { payerPageParam } from '@/lib/payer-page-context';
import { amountMinorOf, NO_AMOUNT, PRESET_AMOUNTS, type AmountChoice } from './donation-amount';

/** Longest amount text kept, as the custom field keeps it. */
const MAX_AMOUNT_TEXT = 20;

/**
 * Step 1's message about the amount: the server's refusal of a posted amount, as it wrote it, or
 * `missing` when the address asks for a method but names no amount (`donate:amount.missing`).
 */
export type AmountMessage = { kind: 'refused'; text: string } | { kind: 'missing' };

/** The field names and values of `choice` as step 1 and step 2 send them: `{ amount }` or `{ custom }`. */
export function amountParams(choice: AmountChoice): Record<string, string> {
  return choice.kind === 'preset' ? { amount: String(choice.major) } : { custom: choice.text };
}

/**
 * The choice `amount` (a preset's major units) and `custom` (typed text) name: the custom text
 * when there is one, else the preset — an amount that is not a preset counts as typed — else `null`.
 */
export function choiceFromParams(
  amount: string | null | undefined,
  custom: string | null | undefined,
): AmountChoice | null {
  if (custom && custom.trim() !== '') return { kind: 'custom', text: custom.slice(0, MAX_AMOUNT_TEXT) };
  if (!amount || amount.trim() === '') return null;
  const major = PRESET_AMOUNTS.find((preset) => String(preset) === amount.trim());
  if (major !== undefined) return { kind: 'preset', major };
  return { kind: 'custom', text: amount.slice(0, MAX_AMOUNT_TEXT) };
}

/** Where the donation page's amount starts. */
export interface AmountStart {
  choice: AmountChoice;
  /** A message for the amount (missing, or refused by the server), or `null`. */
  message: AmountMessage | null;
  /** True when the amount may go on to step 2; false shows step 1 even with a method chosen. */
  isChosen: boolean;
}

/**
 * The amount `page` starts with in `currency`: a refused post's (its `amountMinor` message, if
 * any, shown beside the amount), else the address's. When a method is named but the amount is
 * missing, empty, 0 or not an amount, step 1 shows with a message (the custom field's own check
 * explains a bad custom amount). Outside a payer page: nothing chosen.
 */
export function amountStartFromPage(page: PayerPageInput | null, currency: string): AmountStart {
  const form = page?.form?.values.intent === 'pay' ? page.form : null;
  const refused = form?.errors.amountMinor ?? null;
  const choice = form
    ? choiceFromParams(form.values.amount, form.values.custom)
    : choiceFromParams(payerPageParam(page, 'amount'), payerPageParam(page, 'custom'));
  const isValid = choice !== null && amountMinorOf(choice, currency, page?.locale ?? 'en') !== null;
  const hasMethod = parsePayMethod(form?.values.method ?? payerPageParam(page, 'method')) !== null;
  const missing: AmountMessage | null = hasMethod && choice === null ? { kind: 'missing' } : null;
  const message: AmountMessage | null = refused === null ? missing : { kind: 'refused', text: refused };
  return { choice: choice ?? NO_AMOUNT, message, isChosen: isValid && refused === null };
}
