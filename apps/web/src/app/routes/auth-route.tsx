import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/page-spinner';
import { useSession } from '@/features/auth/api/get-session';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { findPlan } from '@/features/marketing/content/info/pricing';
import { useAuthRedirect } from './use-auth-redirect';

/**
 * `/login` and `/signup`: signed-in users go straight to the dashboard (or where they were going);
 * others see the authentication screen in `mode`. `?plan=` (from the pricing page) names the plan
 * sign-up starts on. "Use demo account" on sign-up opens sign-in with the demo account filled in
 * (router state `{ fillDemo: true }`).
 */
export function AuthRoute({ mode }: { mode: 'login' | 'signup' }) {
  const session = useSession();
  const navigate = useNavigate();
  const { destination, redirectTo } = useAuthRedirect();
  const [searchParams] = useSearchParams();
  const planName = findPlan(searchParams.get('plan'))?.name ?? null;
  const fillDemo = (useLocation().state as { fillDemo?: boolean } | null)?.fillDemo === true;

  if (session.isPending) return <PageSpinner />;
  if (session.data) return <Navigate to={destination} replace />;
  return (
    <>
      <title>{mode === 'login' ? 'Sign in · Malipo' : 'Create account · Malipo'}</title>
      <AuthScreen
        mode={mode}
        redirectTo={redirectTo}
        planName={planName}
        fillDemo={fillDemo}
        onSuccess={() => navigate(destination, { replace: true })}
        onUseDemo={() => navigate(paths.auth.login.getHref(redirectTo), { state: { fillDemo: true } })}
      />
    </>
  );
}
