import { useState } from 'react';
import { CheckIcon, CopyIcon, MailIcon, MessageCircleIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Invoice } from '@malipo/contracts/invoices';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { formatDateTime } from '@/lib/format';
import { shareTextFor, whatsAppShareHref } from '../lib/share-text';
import { SendInvoiceDialog } from './send-invoice-dialog';

/** How long "Copied" shows after a copy, in ms (docs/product.md#constants copy confirmation). */
const COPIED_MS = 2000;

/**
 * "Send and share" for an open or partially paid invoice (docs/invoices.md#sending): when it was
 * last emailed, Send by email (when `canSend`, roles with `links`), Copy share text and Share on
 * WhatsApp with the short text shown — "Invoice INV-0001 from Acme for $100.00, due …: <link>".
 */
export function InvoiceShareCard({
  invoice,
  businessName,
  canSend,
}: {
  invoice: Invoice;
  businessName: string;
  canSend: boolean;
}) {
  const [isSending, setIsSending] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const text = shareTextFor(invoice, businessName);
  const copy = () =>
    copyToClipboard(text)
      .then(() => {
        setIsCopied(true);
        setTimeout(() => setIsCopied(false), COPIED_MS);
      })
      .catch(() => toast.error('Could not copy the text', { description: 'Select it and copy it by hand.' }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send and share</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600">
          {invoice.sentAt
            ? `Last emailed ${formatDateTime(invoice.sentAt)}.`
            : 'Not emailed yet. Reminders go by email on your schedule while it is unpaid.'}
        </p>
        <p
          aria-label="Share text"
          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-words select-all"
        >
          {text}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {canSend && (
            <Button onClick={() => setIsSending(true)}>
              <MailIcon aria-hidden="true" />
              {invoice.sentAt ? 'Send again' : 'Send by email'}
            </Button>
          )}
          <Button variant="outline" onClick={() => void copy()}>
            {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {isCopied ? 'Copied' : 'Copy share text'}
          </Button>
          <Button asChild variant="outline">
            <a href={whatsAppShareHref(text)} target="_blank" rel="noreferrer">
              <MessageCircleIcon aria-hidden="true" />
              Share on WhatsApp
            </a>
          </Button>
        </div>
      </CardContent>
      {canSend && <SendInvoiceDialog invoice={invoice} open={isSending} onOpenChange={setIsSending} />}
    </Card>
  );
}
