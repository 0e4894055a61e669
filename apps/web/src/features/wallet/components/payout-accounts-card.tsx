import { useState } from 'react';
import { toast } from 'sonner';
import { LandmarkIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { PayoutAccount } from '@malipo/contracts/wallet';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useDeletePayoutAccount } from '../api/delete-payout-account';
import { usePayoutAccounts } from '../api/get-payout-accounts';

function RemoveAccountDialog({ account, onClose }: { account: PayoutAccount | null; onClose: () => void }) {
  const remove = useDeletePayoutAccount();
  const onConfirm = () => {
    if (!account) return;
    remove.mutate(account.id, {
      onSuccess: () => {
        toast.success('Bank account removed');
        onClose();
      },
      onError: (error) => toast.error('Could not remove the bank account', { description: error.message }),
    });
  };
  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove this bank account?</DialogTitle>
          <DialogDescription>
            {account?.bankName} {account?.accountNumberMasked} will no longer be offered for withdrawals.
            Withdrawals already sent to it are not affected.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? 'Removing...' : 'Remove account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The merchant's bank accounts (docs/product.md#dashboard "Withdraw … bank account"): list, add (`onAdd`), remove. */
export function PayoutAccountsCard({ onAdd }: { onAdd: () => void }) {
  const accounts = usePayoutAccounts();
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Bank accounts</CardTitle>
          <CardDescription>Where bank withdrawals go.</CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          Add
        </Button>
      </CardHeader>
      <CardContent>
        {accounts.isPending ? (
          <CardListSkeleton label="Loading bank accounts" />
        ) : accounts.isError ? (
          <CardListError
            message="We could not load your bank accounts."
            onRetry={() => void accounts.refetch()}
          />
        ) : accounts.data.length === 0 ? (
          <p className="text-sm text-slate-500">No bank account yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {accounts.data.map((account) => (
              <li key={account.id} className="flex items-center gap-3 py-3">
                <LandmarkIcon className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{account.bankName}</p>
                  <p className="truncate text-xs text-slate-500">
                    {account.accountName} · {account.accountNumberMasked}
                  </p>
                </div>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={`Remove ${account.bankName} ${account.accountNumberMasked}`}
                  onClick={() => setRemoving(account)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <RemoveAccountDialog account={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
