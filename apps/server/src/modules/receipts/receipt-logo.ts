/**
 * Makes a merchant's uploaded logo safe to hand to pdfkit. Uploads are only sniffed by their magic
 * bytes (`logo-upload.ts`), and pdfkit's PNG decoder throws from an asynchronous zlib callback on a
 * corrupt image — an uncaught exception, not an error we can catch. So a PNG is decoded here
 * synchronously (pngjs checks CRCs, compression and filters) and re-encoded; one that fails is left
 * out. JPEGs are passed through: pdfkit only parses their header, synchronously, and embeds them as is.
 * @module
 */
import { PNG } from 'pngjs';

/** Largest logo side drawn, in pixels; bigger images are left out rather than decoded. */
const MAX_LOGO_SIDE_PX = 2048;

/** Width and height from a PNG's IHDR chunk (always first), read before decoding anything. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Logo bytes pdfkit can embed without risk, or null when the image is not usable. */
export function pdfSafeLogo(logo: { contentType: string; bytes: Buffer }): Buffer | null {
  if (logo.contentType === 'image/jpeg') return logo.bytes;
  if (logo.contentType !== 'image/png') return null;
  // Checked before decoding: a small file can inflate to gigabytes of pixels.
  const size = pngSize(logo.bytes);
  if (!size || size.width > MAX_LOGO_SIDE_PX || size.height > MAX_LOGO_SIDE_PX) return null;
  try {
    return PNG.sync.write(PNG.sync.read(logo.bytes));
  } catch {
    return null;
  }
}
