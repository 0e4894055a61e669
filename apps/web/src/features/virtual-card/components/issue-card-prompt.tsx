import { CreditCardIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useIssueVirtualCard } from '../api/issue-virtual-card';

/**
 * Before a card exists: what the card is (it spends straight from the wallet, no balance of its own)
 * and 'Issue virtual card'.
 */
export function IssueCardPrompt() {
  const issue = useIssueVirtualCard();

  const onIssue = () =>
    issue.mutate(undefined, {
      onSuccess: () =>
        toast.success('Virtual card issued', { description: 'Show its details to pay on any Malipo page.' }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'conflict') return; // the existing card shows
        toast.error('Could not issue the card', {
          description: error instanceof ApiError ? error.message : 'Please try again.',
        });
      },
    });

  return (
    <div className="flex flex-col items-start gap-4">
      <div className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CreditCardIcon className="size-5" aria-hidden="true" />
      </div>
      <p className="text-sm text-slate-600">
        Pay on any Malipo payment page with a card of your own. It has no separate balance: each payment is
        taken from your wallet, in the payment&apos;s currency.
      </p>
      <Button onClick={onIssue} disabled={issue.isPending}>
        <CreditCardIcon aria-hidden="true" />
        {issue.isPending ? 'Issuing...' : 'Issue virtual card'}
      </Button>
    </div>
  );
}
