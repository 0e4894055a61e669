/**
 * QR code images of a URL, for printing at a stall or counter. The `qrcode` package is
 * imported on first use so it weighs only on the screen that shows a code.
 * @module
 */

/** A QR code as a PNG data URL (for `<img>` and download) and as SVG markup. */
export interface QrCodeImages {
  /** `data:image/png;base64,…`, {@link QR_PNG_SIZE_PX} pixels square. */
  pngDataUrl: string;
  /** `<svg …>…</svg>`, scalable for print. */
  svg: string;
}

/** Width and height of the PNG, in pixels: sharp when printed at about 8 cm. */
export const QR_PNG_SIZE_PX = 1024;

/**
 * Renders `text` (a public URL) as a QR code, PNG and SVG, with a quiet zone of 2 modules and
 * error correction level M (ISO/IEC 18004: ~15% of the code may be damaged). Rejects when the
 * text is too long for a QR code.
 */
export async function renderQrCode(text: string): Promise<QrCodeImages> {
  const { toDataURL, toString } = await import('qrcode');
  const options = { errorCorrectionLevel: 'M', margin: 2 } as const;
  const [pngDataUrl, svg] = await Promise.all([
    toDataURL(text, { ...options, type: 'image/png', width: QR_PNG_SIZE_PX }),
    toString(text, { ...options, type: 'svg' }),
  ]);
  return { pngDataUrl, svg };
}

/** An SVG document as a `data:` URL a download link can point at. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A file-name-safe slug of `name`: "Kigali Market Stall!" → "kigali-market-stall"; "qr-code" when nothing is left. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'qr-code';
}
