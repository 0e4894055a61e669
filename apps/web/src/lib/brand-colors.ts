/**
 * Turns a merchant's primary and secondary colours (docs/product.md#entities invoice settings) into colours a payer
 * page can use while keeping text readable (WCAG 2 contrast ≥ 4.5:1).
 * @module
 */

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#RRGGBB` colour; `null` when it is not one. */
export function relativeLuminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => channel(parseInt(part ?? '0', 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** Contrast ratio of white text on `hex` (1–21); 1 for an invalid colour. */
export function contrastWithWhite(hex: string): number {
  const luminance = relativeLuminance(hex);
  return luminance === null ? 1 : 1.05 / (luminance + 0.05);
}

/** Colours of a branded payer page. */
export interface BrandColors {
  /** Solid background for buttons and the header's text side. */
  accent: string;
  /** Text on `accent`. */
  onAccent: string;
  /** The other brand colour, for the header gradient. */
  accentEnd: string;
}

/**
 * Picks the brand colour that carries white text (primary first, then secondary); when neither does,
 * uses the primary colour with near-black text.
 */
export function brandColors(primary: string, secondary: string): BrandColors {
  if (contrastWithWhite(primary) >= 4.5)
    return { accent: primary, onAccent: '#ffffff', accentEnd: secondary };
  if (contrastWithWhite(secondary) >= 4.5)
    return { accent: secondary, onAccent: '#ffffff', accentEnd: primary };
  return { accent: primary, onAccent: '#0f172a', accentEnd: secondary };
}
