import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Invoice } from '@malipo/contracts/invoices';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { reportSaveError } from '@/lib/form-errors';
import { useSendInvoice } from '../api/invoice-sending';

/**
 * Emails `invoice` (docs/invoices.md#sending): the recipient starts as the customer's email and can
 * be changed; the server's message shows on the field when there is no address. A toast confirms.
 */
export function SendInvoiceDialog({
  invoice,
  open,
  onOpenChange,
}: {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const send = useSendInvoice(invoice.id);
  const [to, setTo] = useState(invoice.customer.email ?? '');
  const [error, setError] = useState<string | undefined>();

  const changeOpen = (next: boolean) => {
    if (!next) {
      setTo(invoice.customer.email ?? '');
      setError(undefined);
      send.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    send.mutate(to, {
      onSuccess: () => {
        toast.success(`${invoice.number} is on its way to ${to.trim() || invoice.customer.email}`);
        changeOpen(false);
      },
      onError: (failure) =>
        reportSaveError({
          error: failure,
          title: 'The invoice could not be sent',
          fieldFor: (key) => (key === 'to' ? 'to' : null),
          setError: (_field, { message }) => setError(message),
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate aria-label="Send invoice" className="space-y-5">
          <DialogHeader>
            <DialogTitle>Send {invoice.number}</DialogTitle>
            <DialogDescription>We email the invoice as a PDF with a link to pay it online.</DialogDescription>
          </DialogHeader>
          <FormField id="send-invoice-to" label="Send to" error={error}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                placeholder="billing@example.com"
                value={to}
                onChange={(event) => setTo(event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send email'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
