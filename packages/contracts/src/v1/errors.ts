/**
 * The public API's one error shape: `{ error: { code, message, fields? } }` as everywhere
 * in Malipo (contracts `errors.ts`), `code` one of the stable {@link ERROR_CODES}.
 * @module
 */
import { z } from 'zod';
import { ERROR_CODES } from '../errors';

/** An error response of `/v1`. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      /** Field path (dotted) → what is wrong with it, on `validation_failed`. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });
