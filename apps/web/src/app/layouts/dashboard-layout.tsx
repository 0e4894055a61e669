/**
 * `/dashboard/*` layout route: signed-out visitors go to `/login?redirectTo=<where they were>`;
 * signed-in merchants get the dashboard frame with the section in the outlet.
 * @module
 */
import { Navigate, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import { toast } from 'sonner';
import type { User } from '@malipo/contracts/auth';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';

interface DashboardOutletContext {
  user: User;
}

/** The signed-in user, for dashboard section routes. */
export function useDashboardUser(): User {
  return useOutletContext<DashboardOutletContext>().user;
}

/** The guarded dashboard frame. */
export function Component() {
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
    <DashboardShell user={session.data} isLoggingOut={logout.isPending} onLogout={onLogout}>
      <Outlet context={context} />
    </DashboardShell>
  );
}
