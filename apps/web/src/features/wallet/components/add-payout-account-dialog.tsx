import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  createPayoutAccountInputSchema,
  type CreatePayoutAccountRequest,
  type PayoutAccount,
} from '@malipo/contracts/wallet';
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
import { useCreatePayoutAccount } from '../api/create-payout-account';

type Field = keyof CreatePayoutAccountRequest;
const EMPTY: CreatePayoutAccountRequest = { bankName: '', accountName: '', accountNumber: '' };
const isField = (key: string): key is Field => key in EMPTY;

/**
 * Adds a bank account to withdraw to (bank name, account name, account number; the contract's
 * checks and messages). `onAdded` gets the new account (e.g. to select it).
 */
export function AddPayoutAccountDialog({
  isOpen,
  onOpenChange,
  onAdded,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (account: PayoutAccount) => void;
}) {
  const createAccount = useCreatePayoutAccount();
  const form = useForm<CreatePayoutAccountRequest>({
    resolver: zodResolver(createPayoutAccountInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    createAccount.mutate(values, {
      onSuccess: (account) => {
        toast.success('Bank account added', {
          description: `${account.bankName} ${account.accountNumberMasked}`,
        });
        form.reset(EMPTY);
        onAdded(account);
        onOpenChange(false);
      },
      onError: (error) =>
        reportSaveError({
          error,
          title: 'Could not add the bank account',
          fieldFor: (key) => (isField(key) ? key : null),
          setError: form.setError,
        }),
    }),
  );

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a bank account</DialogTitle>
          <DialogDescription>Withdrawals to this account arrive in 1–3 business days.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate aria-label="Bank account" className="space-y-4">
          <FormField id="payout-bank-name" label="Bank name" error={errors.bankName?.message}>
            {(control) => (
              <Input {...control} placeholder="e.g. Bank of Kigali" {...form.register('bankName')} />
            )}
          </FormField>
          <FormField id="payout-account-name" label="Account name" error={errors.accountName?.message}>
            {(control) => <Input {...control} autoComplete="name" {...form.register('accountName')} />}
          </FormField>
          <FormField id="payout-account-number" label="Account number" error={errors.accountNumber?.message}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                {...form.register('accountNumber')}
              />
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={createAccount.isPending}>
              {createAccount.isPending ? 'Adding...' : 'Add account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
