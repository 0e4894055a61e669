/**
 * `/invite/:token`: the public page of a team invitation (docs/security.md#team-members). Composes
 * the team feature with the auth feature's session: once accepted, the session holds the new
 * account, so cached data is dropped and the person lands on its dashboard.
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { SESSION_QUERY_KEY, useSession } from '@/features/auth/api/get-session';
import { InvitationPage } from '@/features/team/components/invitation-page';

export function Component() {
  const { token = '' } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (session.isPending) return <PageSpinner />;
  return (
    <>
      <title>Invitation · Malipo</title>
      <InvitationPage
        token={token}
        signedInAs={session.data ?? null}
        onAccepted={(user) => {
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
          queryClient.setQueryData(SESSION_QUERY_KEY, user);
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
          void navigate(paths.dashboard.root.getHref(), { replace: true });
        }}
      />
    </>
  );
}
