import { useState } from 'react';
import { CheckIcon, CopyIcon, EyeIcon, EyeOffIcon } from 'lucide-react';
import { toast } from 'sonner';
import { WEBHOOK_SECRET_PREFIX } from '@malipo/contracts/webhooks';
import { Button } from '@/components/ui/button';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { useRevealWebhookSecret } from '../api/reveal-webhook-secret';

/** How long "Copied" shows after a copy, in ms (docs/product.md#constants copy confirmation). */
const COPIED_MS = 2000;

/**
 * An endpoint's signing secret: masked until the merchant reveals it (fetched then, never kept in
 * the query cache), with copy. `freshSecret` — just created or rotated — shows revealed.
 */
export function WebhookSecretField({
  endpointId,
  freshSecret,
}: {
  endpointId: string;
  freshSecret: string | null;
}) {
  const reveal = useRevealWebhookSecret();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [isHidden, setIsHidden] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const secret = isHidden ? null : (freshSecret ?? revealed);
  const labelId = `webhook-secret-${endpointId}`;

  const fetchSecret = async () => {
    const known = freshSecret ?? revealed;
    if (known) return known;
    const fetched = await reveal.mutateAsync(endpointId);
    setRevealed(fetched);
    return fetched;
  };

  const show = () => {
    setIsHidden(false);
    fetchSecret().catch(() => toast.error('Could not show the secret', { description: 'Please try again.' }));
  };

  const copy = () => {
    fetchSecret()
      .then(copyToClipboard)
      .then(() => {
        setIsCopied(true);
        setTimeout(() => setIsCopied(false), COPIED_MS);
      })
      .catch(() =>
        toast.error('Could not copy the secret', { description: 'Reveal it and copy it by hand.' }),
      );
  };

  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-xs font-medium text-slate-500">
        Signing secret
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          aria-labelledby={labelId}
          className="min-w-0 flex-1 rounded-md bg-slate-100 px-2 py-1.5 font-mono text-xs break-all text-slate-800"
        >
          {secret ?? `${WEBHOOK_SECRET_PREFIX}${'•'.repeat(16)}`}
        </code>
        <div className="flex gap-1">
          {secret ? (
            <Button variant="ghost" size="sm" onClick={() => setIsHidden(true)}>
              <EyeOffIcon aria-hidden="true" />
              Hide
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={show} disabled={reveal.isPending}>
              <EyeIcon aria-hidden="true" />
              Reveal
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={copy} aria-label={isCopied ? 'Copied' : 'Copy secret'}>
            {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {isCopied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
    </div>
  );
}
