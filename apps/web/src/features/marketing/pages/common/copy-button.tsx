import { useEffect, useState } from 'react';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { cn } from '@/lib/cn';

/** How long 'Copied' shows after a copy (docs/product.md#states "copied-code marker resets after 2 s", docs/product.md#constants 2000 ms). */
export const COPIED_MARKER_MS = 2000;

/**
 * Copies `text` to the clipboard and reads 'Copied' for 2 s. `label` names what is copied for
 * screen readers ("Copy code: Create a payment link"). A failed copy leaves the button as it was.
 */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MARKER_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await copyToClipboard(text);
      setIsCopied(true);
    } catch (error) {
      console.error(error);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      className={cn(
        'inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        className,
      )}
    >
      {isCopied ? (
        <CheckIcon className="size-3.5 text-emerald-400" aria-hidden="true" />
      ) : (
        <CopyIcon className="size-3.5" aria-hidden="true" />
      )}
      <span aria-live="polite">{isCopied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
