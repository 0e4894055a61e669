/**
 * Text for PDF's built-in Helvetica, which only has the WinAnsi (Windows-1252) glyphs: pdfkit writes
 * any other character as raw bytes and the reader shows garbage. Accented letters outside the set
 * lose their accent ("ř" → "r"); the narrow and thin spaces `Intl` writes in French amounts
 * (`1 300 RWF`, docs/i18n.md#formatting) become a no-break space; anything else becomes "?". `€`, `£`,
 * `×`, `•` and `…` are kept.
 * @module
 */

// The printable characters of Windows-1252 beyond ASCII and Latin-1 (its 0x80–0x9F block).
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
// Narrow no-break, thin and figure spaces: drawn as a no-break space (U+00A0) so numbers stay whole.
const NO_BREAK_SPACES = '\u202f\u2009\u2007';

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.includes(char)
  );
}

/** `text` with every character Helvetica cannot draw replaced (see the module comment). */
export function toPdfText(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    if (NO_BREAK_SPACES.includes(char)) {
      out += '\u00a0';
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base !== '' && [...base].every(isWinAnsi) ? base : '?';
  }
  return out;
}
