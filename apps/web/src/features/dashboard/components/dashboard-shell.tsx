import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import type { User } from '@malipo/contracts/auth';
import { MalipoLogo } from '@/components/malipo-logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import { DashboardNav } from './dashboard-nav';
import { UserMenu } from './user-menu';

const COLLAPSED_STORAGE_KEY = 'malipo:sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The dashboard frame (docs/product.md#dashboard, docs/product.md#constants): a sidebar that collapses to icons on desktop (w-16 vs w-64)
 * and opens as a drawer on mobile, closing when the section changes; user name, email and Logout.
 * `banner` spans the top of every page; `modeSwitch` is drawn under the logo in the sidebar
 * (`isCompact` when it is collapsed) and in the mobile top bar (docs/providers.md#modes).
 */
export function DashboardShell({
  user,
  isLoggingOut,
  onLogout,
  banner,
  modeSwitch,
  accountSwitcher,
  children,
}: {
  user: Pick<User, 'name' | 'email' | 'role'>;
  isLoggingOut: boolean;
  onLogout: () => void;
  banner: ReactNode;
  modeSwitch: (options: { isCompact: boolean }) => ReactNode;
  /** Drawn above the user block (`isCollapsed` in the collapsed sidebar): the account switcher. */
  accountSwitcher?: (options: { isCollapsed: boolean }) => ReactNode;
  children: ReactNode;
}) {
  const [isCollapsed, setIsCollapsed] = useState(readCollapsed);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    setIsDrawerOpen(false);
  }, [pathname]);

  const toggleCollapsed = () => {
    setIsCollapsed((collapsed) => {
      try {
        localStorage.setItem(COLLAPSED_STORAGE_KEY, String(!collapsed));
      } catch {
        // Storage may be unavailable (private mode); the toggle still works for this visit.
      }
      return !collapsed;
    });
  };

  return (
    <div className="min-h-dvh bg-slate-50 font-sans">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      <aside
        aria-label="Sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-slate-200 bg-white transition-[width] duration-200 lg:flex',
          isCollapsed ? 'w-16' : 'w-64',
        )}
      >
        <div
          className={cn(
            'flex h-16 items-center border-b border-slate-200 px-4',
            isCollapsed && 'justify-center px-2',
          )}
        >
          <Link
            to={paths.dashboard.root.getHref()}
            className="rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            <MalipoLogo compact={isCollapsed} />
          </Link>
        </div>
        <div
          className={cn(
            'flex h-12 items-center border-b border-slate-200 px-4',
            isCollapsed && 'justify-center px-2',
          )}
        >
          {modeSwitch({ isCompact: isCollapsed })}
        </div>
        <DashboardNav isCollapsed={isCollapsed} role={user.role} />
        <div className={cn('px-3 pb-2', isCollapsed && 'px-2')}>
          <Button
            variant="ghost"
            onClick={toggleCollapsed}
            aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!isCollapsed}
            className={cn('w-full justify-start text-slate-500', isCollapsed && 'justify-center px-0')}
          >
            {isCollapsed ? (
              <PanelLeftOpenIcon className="size-5" aria-hidden="true" />
            ) : (
              <PanelLeftCloseIcon className="size-5" aria-hidden="true" />
            )}
            {!isCollapsed && 'Collapse'}
          </Button>
        </div>
        <UserMenu
          user={user}
          isCollapsed={isCollapsed}
          isLoggingOut={isLoggingOut}
          onLogout={onLogout}
          accountSwitcher={accountSwitcher?.({ isCollapsed })}
        />
      </aside>

      <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur lg:hidden">
        <Button variant="ghost" size="icon" aria-label="Open menu" onClick={() => setIsDrawerOpen(true)}>
          <MenuIcon className="size-5" aria-hidden="true" />
        </Button>
        <Link
          to={paths.dashboard.root.getHref()}
          className="rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <MalipoLogo className="[&_svg]:size-7" />
        </Link>
        <div className="ml-auto">{modeSwitch({ isCompact: false })}</div>
      </header>

      <Sheet open={isDrawerOpen} onOpenChange={setIsDrawerOpen}>
        <SheetContent>
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">Dashboard sections and account</SheetDescription>
          <div className="flex h-16 items-center border-b border-slate-200 px-4">
            <MalipoLogo />
          </div>
          <DashboardNav onNavigate={() => setIsDrawerOpen(false)} role={user.role} />
          <UserMenu
            user={user}
            isLoggingOut={isLoggingOut}
            onLogout={onLogout}
            accountSwitcher={accountSwitcher?.({ isCollapsed: false })}
          />
        </SheetContent>
      </Sheet>

      <div className={cn('transition-[padding] duration-200', isCollapsed ? 'lg:pl-16' : 'lg:pl-64')}>
        {banner}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
