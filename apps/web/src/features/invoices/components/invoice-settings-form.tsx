import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatInvoiceNumber } from '@malipo/contracts/invoice-numbers';
import type { InvoiceSettings } from '@malipo/contracts/invoices';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { reportSaveError } from '@/lib/form-errors';
import { useUpdateInvoiceSettings } from '../api/invoice-sending';
import { formatDayList, parseDayList } from '../lib/reminder-days';

type Field = 'prefix' | 'nextNumber' | 'daysBefore' | 'daysAfter';

/** The server's field keys (`reminders.daysBefore.0`, …) as this form's fields. */
function fieldFor(key: string): Field | null {
  if (key.startsWith('reminders.daysBefore')) return 'daysBefore';
  if (key.startsWith('reminders.daysAfter')) return 'daysAfter';
  return key === 'prefix' || key === 'nextNumber' ? key : null;
}

/**
 * The invoice settings (docs/invoices.md#numbering, docs/invoices.md#reminders): the number prefix
 * and next number with a preview, and the reminder schedule — on or off, days before the due date,
 * on the due date, days after it (lists like "3, 7"). Read-only unless `canEdit`.
 */
export function InvoiceSettingsForm({ settings, canEdit }: { settings: InvoiceSettings; canEdit: boolean }) {
  const update = useUpdateInvoiceSettings();
  const [prefix, setPrefix] = useState(settings.prefix);
  const [nextNumber, setNextNumber] = useState(String(settings.nextNumber));
  const [enabled, setEnabled] = useState(settings.reminders.enabled);
  const [daysBefore, setDaysBefore] = useState(formatDayList(settings.reminders.daysBefore));
  const [onDueDate, setOnDueDate] = useState(settings.reminders.onDueDate);
  const [daysAfter, setDaysAfter] = useState(formatDayList(settings.reminders.daysAfter));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const before = parseDayList(daysBefore);
    const after = parseDayList(daysAfter);
    const next = /^\d+$/.test(nextNumber.trim()) ? Number(nextNumber) : null;
    const local: Partial<Record<Field, string>> = {};
    if (!before) local.daysBefore = 'Enter whole days separated by commas, like 7, 3';
    if (!after) local.daysAfter = 'Enter whole days separated by commas, like 3, 7';
    if (next === null) local.nextNumber = 'Next number must be a whole number';
    setErrors(local);
    if (!before || !after || next === null) return;
    const input: InvoiceSettings = {
      prefix,
      nextNumber: next,
      reminders: { enabled, daysBefore: before, onDueDate, daysAfter: after },
    };
    update.mutate(input, {
      onSuccess: (saved) => {
        setDaysBefore(formatDayList(saved.reminders.daysBefore));
        setDaysAfter(formatDayList(saved.reminders.daysAfter));
        toast.success('Invoice settings saved');
      },
      onError: (failure) =>
        reportSaveError({
          error: failure,
          title: 'Could not save the invoice settings',
          fieldFor,
          setError: (field, { message }) => setErrors((current) => ({ ...current, [field]: message })),
        }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invoice settings" className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Numbering</CardTitle>
          <CardDescription>
            The next invoice will be {formatInvoiceNumber(prefix.trim(), Number(nextNumber) || 1)}.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id="invoice-prefix" label="Prefix" error={errors.prefix}>
            {(control) => (
              <Input
                {...control}
                maxLength={12}
                disabled={!canEdit}
                value={prefix}
                onChange={(event) => setPrefix(event.target.value)}
              />
            )}
          </FormField>
          <FormField id="invoice-next-number" label="Next number" error={errors.nextNumber}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                disabled={!canEdit}
                value={nextNumber}
                onChange={(event) => setNextNumber(event.target.value)}
              />
            )}
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Reminders</CardTitle>
          <CardDescription>
            Emailed to the customer of an unpaid invoice, with the PDF and the link to pay. Days count in your
            time zone; reminders stop once the invoice is paid, void or uncollectible.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4"
              disabled={!canEdit}
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            Send reminders automatically
          </label>
          <fieldset disabled={!canEdit || !enabled} className="space-y-4 disabled:opacity-60">
            <FormField
              id="reminder-days-before"
              label="Days before the due date"
              error={errors.daysBefore}
              hint="For example 7, 3. Leave empty for none."
            >
              {(control) => (
                <Input
                  {...control}
                  className="sm:max-w-xs"
                  value={daysBefore}
                  onChange={(event) => setDaysBefore(event.target.value)}
                />
              )}
            </FormField>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={onDueDate}
                onChange={(event) => setOnDueDate(event.target.checked)}
              />
              On the due date
            </label>
            <FormField
              id="reminder-days-after"
              label="Days after the due date"
              error={errors.daysAfter}
              hint="For example 3, 7. Leave empty for none."
            >
              {(control) => (
                <Input
                  {...control}
                  className="sm:max-w-xs"
                  value={daysAfter}
                  onChange={(event) => setDaysAfter(event.target.value)}
                />
              )}
            </FormField>
          </fieldset>
        </CardContent>
      </Card>

      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save settings'}
          </Button>
        </div>
      )}
    </form>
  );
}
