import type { UseFormRegisterReturn } from 'react-hook-form';
import { CardListError } from '@/components/card-list-states';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { usePayoutAccounts } from '../api/get-payout-accounts';

/**
 * 'Bank account' select of the merchant's payout accounts, with loading, error (Try again) and
 * empty ('Add a bank account first', `onAdd`) states.
 */
export function PayoutAccountSelect({
  register,
  error,
  onAdd,
}: {
  register: UseFormRegisterReturn;
  error?: string | undefined;
  onAdd: () => void;
}) {
  const accounts = usePayoutAccounts();
  if (accounts.isPending) {
    return (
      <div role="status" aria-label="Loading bank accounts" className="space-y-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (accounts.isError) {
    return (
      <CardListError
        message="We could not load your bank accounts."
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  if (accounts.data.length === 0) {
    return (
      <div className="space-y-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        <p>You have no bank account yet. Add one to withdraw to it.</p>
        <Button size="sm" variant="outline" onClick={onAdd}>
          Add bank account
        </Button>
        {error && <p className="text-red-600">{error}</p>}
      </div>
    );
  }
  return (
    <FormField id="withdraw-account" label="Bank account" error={error}>
      {(control) => (
        <NativeSelect {...control} {...register}>
          <option value="">Choose a bank account</option>
          {accounts.data.map((account) => (
            <option key={account.id} value={account.id}>
              {account.bankName} · {account.accountName} · {account.accountNumberMasked}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
