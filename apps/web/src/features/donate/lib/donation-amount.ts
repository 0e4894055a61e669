/**
 * The donation amount a donor picks (docs/product.md#payer-pages, docs/product.md#states, docs/product.md#constants): one of the preset amounts or a custom
 * amount, each clearing the other, in minor units of the campaign's currency (docs/money.md:
 * 25 USD = 2500, 5000 RWF = 5000).
 * @module
 */
import { DONATION_PRESET_AMOUNTS } from '@malipo/contracts/donation-options';
import { amountError, parseAmountToMinor } from '@malipo/contracts/money';

/** The preset amounts in major units (docs/product.md#constants). */
export const PRESET_AMOUNTS = DONATION_PRESET_AMOUNTS;

/** A preset (major units) or the custom text; choosing one clears the other (docs/product.md#states). */
export type AmountChoice = { kind: 'preset'; major: number } | { kind: 'custom'; text: string };

/** Nothing chosen yet. */
export const NO_AMOUNT: AmountChoice = { kind: 'custom', text: '' };

/** The chosen amount in minor units of `currency`, or `null` when it is empty, 0 or not an amount. */
export function amountMinorOf(choice: AmountChoice, currency: string): number | null {
  const text = choice.kind === 'preset' ? String(choice.major) : choice.text;
  const minor = parseAmountToMinor(text, currency);
  return minor !== null && minor > 0 ? minor : null;
}

/** A message for a custom amount that cannot be given (too many decimals, 0…); `null` while empty or valid. */
export function customAmountError(choice: AmountChoice, currency: string): string | null {
  if (choice.kind !== 'custom' || choice.text.trim() === '') return null;
  return amountError(choice.text, currency);
}
