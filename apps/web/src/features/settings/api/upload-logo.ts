/**
 * `POST /api/settings/logo` (multipart, one `file` field: PNG or JPG up to 2 MB, docs/product.md#validation) → the
 * branding with `logoUrl` at `/api/public/logos/...`; 400 `validation_failed` with `fields.file` for
 * another type (the server sniffs the bytes, so SVG is refused) or a larger file.
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandingSchema, type Branding } from '@malipo/contracts/branding';
import type { Settings } from '@malipo/contracts/settings';
import { apiRequest } from '@/lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

/** Uploads `file` as the merchant's logo; it applies at once. Throws `ApiError`. */
export async function uploadLogo(file: File): Promise<Branding> {
  const form = new FormData();
  form.append('file', file);
  return brandingSchema.parse(
    await apiRequest<unknown>('/api/settings/logo', { method: 'POST', body: form }),
  );
}

/** Upload mutation; on success the cached settings carry the new logo address. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (branding) => {
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) =>
        settings ? { ...settings, branding: { ...settings.branding, logoUrl: branding.logoUrl } } : settings,
      );
    },
  });
}
