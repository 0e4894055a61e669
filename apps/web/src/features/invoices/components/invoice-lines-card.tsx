import { useFieldArray, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { formatMoney } from '@malipo/contracts/money';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { EMPTY_LINE, liveInvoiceTotals, type InvoiceFormValues } from '../lib/invoice-form';
import { AmountRow } from './amount-row';

/**
 * The invoice form's Line items card (docs/invoices.md): one row per line of `form`'s `lines` field
 * array (description, quantity, unit price in `currency`, optional tax %, and a remove button while
 * more than one line is left), the lines' own error, the live totals as typed, and Add line.
 */
export function InvoiceLinesCard({
  form,
  currency,
}: {
  form: UseFormReturn<InvoiceFormValues>;
  currency: string;
}) {
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Line items</CardTitle>
        <CardDescription>
          Quantities are whole numbers. Tax is worked out and rounded on each line.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ol className="space-y-4" aria-label="Line items">
          {lines.fields.map((field, index) => {
            const lineErrors = errors.lines?.[index];
            return (
              <li
                key={field.id}
                aria-label={`Line ${index + 1}`}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-start"
              >
                <FormField
                  id={`lines.${index}.description`}
                  label="Description *"
                  error={lineErrors?.description?.message}
                >
                  {(control) => <Input {...control} {...form.register(`lines.${index}.description`)} />}
                </FormField>
                <FormField
                  id={`lines.${index}.quantity`}
                  label="Quantity *"
                  error={lineErrors?.quantity?.message}
                >
                  {(control) => (
                    <Input {...control} inputMode="numeric" {...form.register(`lines.${index}.quantity`)} />
                  )}
                </FormField>
                <FormField
                  id={`lines.${index}.unitPrice`}
                  label={`Unit price (${currency}) *`}
                  error={lineErrors?.unitPrice?.message}
                >
                  {(control) => (
                    <Input {...control} inputMode="decimal" {...form.register(`lines.${index}.unitPrice`)} />
                  )}
                </FormField>
                <FormField id={`lines.${index}.taxRate`} label="Tax %" error={lineErrors?.taxRate?.message}>
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="decimal"
                      placeholder="None"
                      {...form.register(`lines.${index}.taxRate`)}
                    />
                  )}
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="sm:mt-7"
                  aria-label={`Remove line ${index + 1}`}
                  disabled={lines.fields.length === 1}
                  onClick={() => lines.remove(index)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
        <FieldError message={errors.lines?.message ?? errors.lines?.root?.message} />
        <LiveTotals control={form.control} />
        <Button type="button" variant="outline" onClick={() => lines.append({ ...EMPTY_LINE })}>
          <PlusIcon aria-hidden="true" />
          Add line
        </Button>
      </CardContent>
    </Card>
  );
}

/** The totals of the lines and discount as typed, by the rule the saved invoice uses. */
function LiveTotals({ control }: { control: Control<InvoiceFormValues> }) {
  const [currency = 'USD', lines = [], discount = ''] = useWatch({
    control,
    name: ['currency', 'lines', 'discount'],
  });
  const totals = liveInvoiceTotals({ currency, lines, discount });
  if (!totals) return null;
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <dl aria-label="Totals" className="ml-auto max-w-xs border-t border-slate-200 pt-3 text-sm">
      <AmountRow label="Subtotal" value={money(totals.subtotalMinor)} />
      {totals.discountMinor > 0 && <AmountRow label="Discount" value={`-${money(totals.discountMinor)}`} />}
      <AmountRow label="Tax" value={money(totals.taxMinor)} />
      <AmountRow label="Total" value={money(totals.totalMinor)} strong />
    </dl>
  );
}
