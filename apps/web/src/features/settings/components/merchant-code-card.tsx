import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

/** How long the copied marker shows, in milliseconds (docs/product.md#constants: copy confirmation 2000 ms). */
export const COPIED_RESET_MS = 2000;

/**
 * The merchant code others pay this merchant with (docs/product.md#dashboard Make Payment by merchant code), with
 * a copy button whose 'Copied' marker resets after 2 s.
 */
export function MerchantCodeCard({ merchantCode }: { merchantCode: string }) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = () =>
    copyToClipboard(merchantCode).then(
      () => setIsCopied(true),
      (error: unknown) => {
        console.error('Copying the merchant code failed', error);
        toast.error('Could not copy the code', { description: 'Select it and copy it instead.' });
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Merchant code</CardTitle>
        <CardDescription>Other Malipo users pay you with this code (Make Payment).</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <code
          aria-label="Your merchant code"
          className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg font-semibold tracking-wider select-all"
        >
          {merchantCode}
        </code>
        <Button variant="outline" size="sm" onClick={() => void copy()} aria-live="polite">
          {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {isCopied ? 'Copied' : 'Copy code'}
        </Button>
      </CardContent>
    </Card>
  );
}
