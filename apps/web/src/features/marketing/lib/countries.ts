/**
 * Country names and flags from ISO 3166-1 alpha-2 codes: names from the browser's CLDR data
 * (`Intl.DisplayNames`), flags as the two regional-indicator symbols that emoji fonts draw as a flag.
 * @module
 */

/** A country as the site shows it. */
export interface CountryDisplay {
  /** ISO 3166-1 alpha-2 code, e.g. `RW`. */
  code: string;
  name: string;
  /** The flag emoji, e.g. 🇷🇼. */
  flag: string;
}

const REGIONAL_INDICATOR_A = 0x1f1e6;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** The flag emoji of an alpha-2 code (`RW` → 🇷🇼): each letter mapped to its regional indicator. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

/** The English name, flag and code of an alpha-2 code (the code itself when the name is unknown). */
export function countryDisplay(code: string): CountryDisplay {
  return { code, name: regionNames.of(code) ?? code, flag: flagEmoji(code) };
}
