import { useEffect, useState } from 'react';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

/** How long the copied tick shows (docs/product.md#states "copied-code marker resets after 2 s"). */
const COPIED_MARKER_MS = 2000;

/**
 * Copies the revealed card number (digits only, as card forms take it) to the clipboard, with a
 * tick for 2 s and a toast. The number is passed in, never kept here.
 */
export function CopyNumberButton({ number }: { number: string }) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MARKER_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await copyToClipboard(number.replace(/\D/g, ''));
      setIsCopied(true);
      toast.success('Card number copied');
    } catch {
      toast.error('Could not copy the card number', { description: 'Select it on the card instead.' });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      Copy number
    </Button>
  );
}
