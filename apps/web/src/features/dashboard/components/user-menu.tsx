import type { ReactNode } from 'react';
import { LogOutIcon } from 'lucide-react';
import type { User } from '@malipo/contracts/auth';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || 'U';
}

/** The signed-in user's name and email and the Logout button (docs/product.md#dashboard). */
export function UserMenu({
  user,
  isCollapsed = false,
  isLoggingOut,
  onLogout,
  accountSwitcher,
}: {
  user: Pick<User, 'name' | 'email'>;
  isCollapsed?: boolean;
  isLoggingOut: boolean;
  onLogout: () => void;
  /** Drawn above the user (the account switcher, for people in several accounts). */
  accountSwitcher?: ReactNode;
}) {
  return (
    <div className={cn('border-t border-slate-200 p-3', isCollapsed && 'px-2')}>
      {accountSwitcher}
      <div className={cn('flex items-center gap-3 px-1 py-2', isCollapsed && 'justify-center px-0')}>
        <span
          aria-hidden="true"
          title={isCollapsed ? `${user.name} (${user.email})` : undefined}
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
        >
          {initials(user.name)}
        </span>
        <div className={cn('min-w-0', isCollapsed && 'sr-only')}>
          <p className="truncate text-sm font-medium text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
      </div>
      <Button
        variant="ghost"
        onClick={onLogout}
        disabled={isLoggingOut}
        aria-label={isCollapsed ? 'Logout' : undefined}
        title={isCollapsed ? 'Logout' : undefined}
        className={cn('mt-1 w-full justify-start', isCollapsed && 'justify-center px-0')}
      >
        <LogOutIcon className="size-5" aria-hidden="true" />
        {!isCollapsed && (isLoggingOut ? 'Logging out...' : 'Logout')}
      </Button>
    </div>
  );
}
