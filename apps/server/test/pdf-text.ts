/**
 * Extracts the text drawn in a pdfkit PDF, to check what a receipt shows: inflates every
 * FlateDecode stream and decodes the hex strings of its `TJ` / `Tj` operators as Windows-1252 (the
 * encoding of the built-in fonts). Good enough for pdfkit's own output; not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

// Windows-1252's 0x80–0x9F block (Node's TextDecoder treats 'windows-1252' as Latin-1); '?' where undefined.
const CP1252_HIGH = '€?‚ƒ„…†‡ˆ‰Š‹Œ?Ž??‘’“”•–—˜™š›œ?žŸ';

function hexText(hex: string): string {
  return [...Buffer.from(hex, 'hex')]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] ?? '?') : String.fromCharCode(byte),
    )
    .join('');
}

/** The text lines of `pdf`, one per text-showing operator, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '') : [op[2] ?? ''];
      lines.push(hexes.map(hexText).join(''));
    }
  }
  return lines;
}

/** All of `pdf`'s text as one string, lines joined by newlines. */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf).join('\n');
}
