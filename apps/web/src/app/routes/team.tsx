/**
 * `/dashboard/team`: members and invitations (docs/security.md#team-members). Composes the team
 * feature with the auth feature's session: after leaving, the session is fetched again and the
 * person lands on their own account's dashboard, or on sign-in when no account is left.
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { TeamPage } from '@/features/team/components/team-page';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const user = useDashboardUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <title>Team · Malipo</title>
      <TeamPage
        user={user}
        onLeft={(next) => {
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
          if (next) {
            queryClient.setQueryData(SESSION_QUERY_KEY, next);
            void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
            void navigate(paths.dashboard.root.getHref(), { replace: true });
          } else {
            queryClient.setQueryData(SESSION_QUERY_KEY, null);
            void navigate(paths.auth.login.getHref(), { replace: true });
          }
        }}
      />
    </>
  );
}
