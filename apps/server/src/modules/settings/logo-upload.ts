/**
 * Logo uploads (docs/product.md#validation, docs/product.md#real-behaviour): PNG or JPEG up to 2 MB,
 * decided by the file's content (magic bytes via `file-type`), never by its name or declared type.
 * SVG and everything else is refused.
 * @module
 */
import { fileTypeFromBuffer } from 'file-type';
import { MAX_LOGO_BYTES } from '@malipo/contracts/settings';
import { AppError } from '../../lib/app-error';

const ACCEPTED = new Set(['image/png', 'image/jpeg']);

/**
 * The content type sniffed from `bytes`, PNG or JPEG. Throws `validation_failed` (field `file`) for
 * an empty file, one over `MAX_LOGO_BYTES` (2 MB: `Logo must be 2 MB or smaller`) or any other type
 * (`Upload a PNG or JPG image`).
 */
export async function sniffLogo(bytes: Buffer): Promise<'image/png' | 'image/jpeg'> {
  if (bytes.length === 0)
    throw new AppError('validation_failed', 'Choose an image', { file: 'The file is empty' });
  if (bytes.length > MAX_LOGO_BYTES) {
    throw new AppError('validation_failed', 'The logo is too large', {
      file: 'Logo must be 2 MB or smaller',
    });
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new AppError('validation_failed', 'Unsupported image', { file: 'Upload a PNG or JPG image' });
  }
  return type.mime as 'image/png' | 'image/jpeg';
}
