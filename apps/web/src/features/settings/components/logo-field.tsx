import { useState, type ChangeEvent, type ComponentProps } from 'react';
import { toast } from 'sonner';
import { MAX_LOGO_BYTES } from '@malipo/contracts/settings';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useRemoveLogo } from '../api/remove-logo';
import { useUploadLogo } from '../api/upload-logo';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];

/** The client-side check of a chosen file (docs/product.md#validation); the server sniffs the bytes as well. */
function checkLogoFile(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'Choose a PNG or JPG image';
  if (file.size > MAX_LOGO_BYTES) return 'Logo must be 2 MB or smaller';
  return null;
}

function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.fields.file ?? error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * The logo (docs/product.md#dashboard, docs/product.md#entities): an https address, or an uploaded PNG/JPG up to 2 MB that applies at once
 * and puts its server address in the form; 'Remove logo' when one is set.
 */
export function LogoField({
  logoUrl,
  hasSavedLogo,
  urlError,
  urlInputProps,
  onLogoChange,
}: {
  /** The form's current logo address ('' for none). */
  logoUrl: string;
  /** True when the saved branding has a logo (removing it then needs the server). */
  hasSavedLogo: boolean;
  urlError?: string | undefined;
  /** Props of the address input (react-hook-form `register`). */
  urlInputProps: ComponentProps<'input'>;
  onLogoChange: (logoUrl: string) => void;
}) {
  const uploadLogo = useUploadLogo();
  const removeLogo = useRemoveLogo();
  const [fileError, setFileError] = useState<string | null>(null);

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = checkLogoFile(file);
    setFileError(problem);
    if (problem) {
      input.value = '';
      return;
    }
    uploadLogo.mutate(file, {
      onSuccess: (branding) => {
        onLogoChange(branding.logoUrl ?? '');
        toast.success('Logo uploaded');
      },
      onError: (error) => setFileError(uploadErrorMessage(error)),
      onSettled: () => {
        input.value = '';
      },
    });
  };

  const onRemove = () => {
    setFileError(null);
    if (!hasSavedLogo) {
      onLogoChange('');
      return;
    }
    removeLogo.mutate(undefined, {
      onSuccess: () => {
        onLogoChange('');
        toast.success('Logo removed');
      },
      onError: () => toast.error('Could not remove the logo', { description: 'Something went wrong' }),
    });
  };

  return (
    <div className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor="logoUrl">Logo URL</Label>
        <Input
          id="logoUrl"
          type="url"
          inputMode="url"
          placeholder="https://example.com/logo.png"
          aria-invalid={urlError ? true : undefined}
          aria-describedby={urlError ? 'logoUrl-error' : undefined}
          {...urlInputProps}
        />
        <FieldError id="logoUrl-error" message={urlError} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="logoFile">Or upload an image</Label>
        <input
          id="logoFile"
          type="file"
          accept="image/png,image/jpeg"
          disabled={uploadLogo.isPending}
          onChange={onFileChange}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? 'logoFile-error logoFile-hint' : 'logoFile-hint'}
          className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 disabled:opacity-50"
        />
        <p id="logoFile-hint" className="text-xs text-slate-500">
          {uploadLogo.isPending ? 'Uploading...' : 'PNG or JPG up to 2MB'}
        </p>
        <FieldError id="logoFile-error" role="alert" message={fileError ?? undefined} />
      </div>
      {logoUrl.trim() !== '' && (
        <Button
          variant="outline"
          size="sm"
          onClick={onRemove}
          disabled={removeLogo.isPending || uploadLogo.isPending}
        >
          {removeLogo.isPending ? 'Removing...' : 'Remove logo'}
        </Button>
      )}
    </div>
  );
}
