import { useSearchParams } from 'react-router';
import { safeDashboardRedirect } from '@/config/paths';

/**
 * The dashboard path to land on after signing in, from `?redirectTo=` (checked against open
 * redirects), and the raw value to carry between `/login` and `/signup`.
 */
export function useAuthRedirect(): { destination: string; redirectTo: string | null } {
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirectTo');
  const destination = safeDashboardRedirect(redirectTo);
  return { destination, redirectTo: destination === '/dashboard' ? null : destination };
}
