import { Button } from '@/components/ui/button';

/**
 * The question asked before a subscription is canceled (no charge follows), with 'Keep
 * subscription' and the destructive confirm. Used inside the subscriber list's dialog and in place
 * of the list in the Manage Subscriptions dialog.
 */
export function CancelConfirmation({
  question,
  detail,
  isCanceling,
  onConfirm,
  onKeep,
}: {
  question: string;
  detail: string;
  isCanceling: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <p className="font-semibold break-words text-slate-900">{question}</p>
        <p className="text-sm text-slate-500">{detail}</p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onKeep} disabled={isCanceling}>
          Keep subscription
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={isCanceling}>
          {isCanceling ? 'Canceling...' : 'Cancel subscription'}
        </Button>
      </div>
    </div>
  );
}
