import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Branding } from '@malipo/contracts/branding';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useUpdateBranding } from '../api/update-branding';
import {
  activePresetName,
  brandingFormSchema,
  brandingToFormValues,
  type BrandingFormValues,
} from '../lib/branding-form';
import { BrandingPreview } from './branding-preview';
import { ColorField } from './color-field';
import { LogoField } from './logo-field';
import { PresetThemes } from './preset-themes';
import { FormField } from '@/components/form-field';

const FORM_FIELDS = ['businessName', 'logoUrl', 'primaryColor', 'secondaryColor'] as const;

function isFormField(key: string): key is (typeof FORM_FIELDS)[number] {
  return (FORM_FIELDS as readonly string[]).includes(key);
}

/**
 * Branding (docs/product.md#dashboard "Settings", docs/product.md#entities, docs/product.md#validation, docs/product.md#constants): business name, logo, colours and preset themes with
 * a live payer-page preview. Save is disabled while saving or with an empty business name and reads
 * 'Saving...' meanwhile; a toast tells how it went. `onSaved` runs after a save.
 */
export function BrandingForm({ branding, onSaved }: { branding: Branding; onSaved?: () => void }) {
  const updateBranding = useUpdateBranding();
  const form = useForm<BrandingFormValues>({
    resolver: zodResolver(brandingFormSchema),
    defaultValues: brandingToFormValues(branding),
  });
  const { errors } = form.formState;
  const [businessName = '', logoUrl = '', primaryColor = '', secondaryColor = ''] = useWatch({
    control: form.control,
    name: ['businessName', 'logoUrl', 'primaryColor', 'secondaryColor'],
  });

  const setColor = (name: 'primaryColor' | 'secondaryColor', value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onSubmit = form.handleSubmit((values) =>
    updateBranding.mutate(
      { ...values, logoUrl: values.logoUrl || null },
      {
        onSuccess: (saved) => {
          form.reset(brandingToFormValues(saved));
          toast.success('Settings saved', { description: 'Payer pages now use this branding.' });
          onSaved?.();
        },
        onError: (error) => {
          let shownNextToField = false;
          if (error instanceof ApiError && error.status === 400) {
            for (const [key, message] of Object.entries(error.fields)) {
              if (isFormField(key)) {
                form.setError(key, { message });
                shownNextToField = true;
              }
            }
          }
          toast.error('Could not save settings', {
            description: shownNextToField ? 'Check the highlighted fields' : 'Something went wrong',
          });
        },
      },
    ),
  );

  const isSaveDisabled = updateBranding.isPending || businessName.trim() === '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Branding</CardTitle>
        <CardDescription>How your business appears on every payer page.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid items-start gap-8 lg:grid-cols-5">
          <form onSubmit={onSubmit} noValidate aria-label="Branding" className="space-y-6 lg:col-span-3">
            <FormField id="businessName" label="Business Name *" error={errors.businessName?.message}>
              {(control) => (
                <Input {...control} autoComplete="organization" {...form.register('businessName')} />
              )}
            </FormField>

            <LogoField
              logoUrl={logoUrl}
              hasSavedLogo={branding.logoUrl !== null}
              urlError={errors.logoUrl?.message}
              urlInputProps={form.register('logoUrl')}
              onLogoChange={(url) => form.setValue('logoUrl', url, { shouldDirty: true })}
            />

            <div className="grid gap-4 sm:grid-cols-2">
              <ColorField
                label="Primary colour"
                value={primaryColor}
                error={errors.primaryColor?.message}
                onChange={(value) => setColor('primaryColor', value)}
              />
              <ColorField
                label="Secondary colour"
                value={secondaryColor}
                error={errors.secondaryColor?.message}
                onChange={(value) => setColor('secondaryColor', value)}
              />
            </div>

            <PresetThemes
              activeName={activePresetName(primaryColor, secondaryColor)}
              onSelect={(theme) => {
                setColor('primaryColor', theme.primaryColor);
                setColor('secondaryColor', theme.secondaryColor);
              }}
            />

            <div className="flex justify-end">
              <Button type="submit" disabled={isSaveDisabled} className="w-full sm:w-auto">
                {updateBranding.isPending ? 'Saving...' : 'Save'}
              </Button>
            </div>
          </form>

          <div className="lg:sticky lg:top-8 lg:col-span-2">
            <BrandingPreview
              businessName={businessName}
              logoUrl={logoUrl}
              primaryColor={primaryColor}
              secondaryColor={secondaryColor}
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
