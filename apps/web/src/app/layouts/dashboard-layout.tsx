/**
 * `/dashboard/*` layout route: signed-out visitors go to `/login?redirectTo=<where they were>`;
 * signed-in merchants get the dashboard frame with the section in the outlet, the test-mode
 * banner and the mode switch (docs/providers.md#modes).
 * @module
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import { toast } from 'sonner';
import type { User } from '@malipo/contracts/auth';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SESSION_QUERY_KEY, useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { MODE_QUERY_KEY } from '@/features/modes/api/get-mode';
import { ModeSwitch } from '@/features/modes/components/mode-switch';
import { AccountSwitcher } from '@/features/team/components/account-switcher';
import { TestModeBanner } from '@/features/modes/components/test-mode-banner';
import { SecondFactorPrompt } from '@/features/two-factor/components/second-factor-prompt';
import { TwoFactorGate } from '@/features/two-factor/components/two-factor-gate';

interface DashboardOutletContext {
  user: User;
}

/** The signed-in user, for dashboard section routes. */
export function useDashboardUser(): User {
  return useOutletContext<DashboardOutletContext>().user;
}

/**
 * After a mode switch every cached answer belongs to the mode left behind (docs/providers.md#modes):
 * the signed-in user is fetched again in place, so the frame stays up; every other query but the
 * mode status (already the switch's answer) is reset, so what is on screen shows as loading and
 * fetches again and the rest is dropped.
 */
function dropOtherModeData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  void queryClient.resetQueries({
    predicate: ({ queryKey: [root] }) => root !== SESSION_QUERY_KEY[0] && root !== MODE_QUERY_KEY[0],
  });
}

/** The guarded dashboard frame. */
export function Component() {
  const queryClient = useQueryClient();
  const session = useSession();
  const logout = useLogout();
  const location = useLocation();
  const navigate = useNavigate();

  if (session.isPending) return <PageSpinner />;
  if (session.isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center font-sans">
        <h1 className="text-xl font-semibold">We could not load your dashboard</h1>
        <p className="text-slate-600">Check your connection and try again.</p>
        <Button onClick={() => void session.refetch()}>Try again</Button>
      </main>
    );
  }
  if (!session.data) {
    // After Logout, plain /login; otherwise come back here after signing in.
    const here = location.pathname + location.search;
    const redirectTo = logout.isSuccess || here === paths.dashboard.root.getHref() ? null : here;
    return <Navigate to={paths.auth.login.getHref(redirectTo)} replace />;
  }

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate(paths.auth.login.getHref(), { replace: true }),
      onError: () => toast.error('Logout failed', { description: 'Something went wrong' }),
    });

  const context: DashboardOutletContext = { user: session.data };
  return (
    <DashboardShell
      user={session.data}
      isLoggingOut={logout.isPending}
      onLogout={onLogout}
      banner={<TestModeBanner />}
      modeSwitch={({ isCompact }) => (
        <ModeSwitch isCompact={isCompact} onSwitched={() => dropOtherModeData(queryClient)} />
      )}
      accountSwitcher={({ isCollapsed }) => (
        <AccountSwitcher
          isCollapsed={isCollapsed}
          onSwitched={(user) => {
            // Every cached answer belongs to the account left behind (docs/security.md#team-members).
            queryClient.removeQueries({ predicate: ({ queryKey: [root] }) => root !== SESSION_QUERY_KEY[0] });
            queryClient.setQueryData(SESSION_QUERY_KEY, user);
            void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
            void navigate(paths.dashboard.root.getHref());
          }}
        />
      )}
    >
      {/* Two-factor sign-in (docs/security.md#two-factor-sign-in): the owner's requirement, fresh codes. */}
      <TwoFactorGate businessName={session.data.businessName}>
        <Outlet context={context} />
      </TwoFactorGate>
      <SecondFactorPrompt />
    </DashboardShell>
  );
}
