import { useId } from 'react';
import { toast } from 'sonner';
import type { User } from '@malipo/contracts/auth';
import { ROLE_LABELS } from '@malipo/contracts/roles';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { useAccounts, useSwitchAccount } from '../api/accounts';

/**
 * Picks which of the person's accounts the session works in (docs/security.md#team-members). Drawn
 * only when they belong to more than one (and not in the collapsed sidebar). After a switch every
 * cached answer belongs to the account left behind: `onSwitched` gets the user in the new account,
 * for the app to drop that data, refresh the session and land on the dashboard.
 */
export function AccountSwitcher({
  isCollapsed = false,
  onSwitched,
}: {
  isCollapsed?: boolean;
  onSwitched: (user: User) => void;
}) {
  const accounts = useAccounts();
  const switchAccount = useSwitchAccount();
  // Drawn twice (the desktop sidebar and the phone's menu): each label needs its own select's id.
  const selectId = useId();

  if (isCollapsed || !accounts.data || accounts.data.length < 2) return null;
  const current = accounts.data.find((account) => account.current);

  const onChange = (accountId: string) =>
    switchAccount.mutate(accountId, {
      onSuccess: (user) => {
        toast.success(`Switched to ${user.businessName}`);
        onSwitched(user);
      },
      onError: (error) =>
        toast.error('Could not switch account', {
          description:
            error instanceof ApiError && error.status > 0 && error.status < 500
              ? error.message
              : 'Something went wrong',
        }),
    });

  return (
    <div className="px-1 pb-2">
      <label htmlFor={selectId} className="mb-1 block text-xs font-medium text-slate-500">
        Account
      </label>
      <NativeSelect
        id={selectId}
        value={current?.accountId ?? ''}
        disabled={switchAccount.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        {accounts.data.map((account) => (
          <option key={account.accountId} value={account.accountId}>
            {account.businessName} ({ROLE_LABELS[account.role]})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
