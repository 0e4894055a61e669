import { useState } from 'react';
import { toast } from 'sonner';
import { LaptopIcon } from 'lucide-react';
import type { ActiveSession } from '@malipo/contracts/sessions';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { ConfirmActionDialog, type ConfirmContent } from '@/components/confirm-action-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useEndSessions, useSessions } from '../api/sessions';

function SessionRow({ session, onSignOut }: { session: ActiveSession; onSignOut: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <LaptopIcon className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current && <Badge variant="success">This device</Badge>}
          </p>
          <p className="text-sm text-slate-500">
            {session.ip ?? 'Unknown address'} · Last active {formatDateTime(session.lastSeenAt)}
          </p>
          <p className="text-xs text-slate-400">Signed in {formatDateTime(session.createdAt)}</p>
        </div>
      </div>
      {!session.current && (
        <Button size="sm" variant="outline" onClick={onSignOut}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * Settings → Sessions (docs/security.md#sessions): where the person is signed in — device, address,
 * last activity — with this device marked; signs out one session or every other one, after asking.
 */
export function SessionsCard() {
  const sessions = useSessions();
  const endSessions = useEndSessions();
  const [confirming, setConfirming] = useState<{ which: string; content: ConfirmContent } | null>(null);
  const others = sessions.data?.data.filter((session) => !session.current) ?? [];

  const confirm = () => {
    if (!confirming) return;
    endSessions.mutate(confirming.which, {
      onSuccess: () => {
        toast.success(confirming.which === 'others' ? 'Other sessions signed out' : 'Session signed out');
        setConfirming(null);
      },
      onError: () => {
        toast.error('Could not sign out that session', { description: 'Please try again' });
        setConfirming(null);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>
          Where your account is signed in. Sign out anything you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending ? (
          <CardListSkeleton label="Loading sessions" />
        ) : sessions.isError ? (
          <CardListError message="We could not load your sessions." onRetry={() => void sessions.refetch()} />
        ) : (
          <>
            <ul aria-label="Active sessions" className="divide-y divide-slate-100">
              {sessions.data.data.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  onSignOut={() =>
                    setConfirming({
                      which: session.id,
                      content: {
                        title: 'Sign out this session?',
                        description: `${session.device} (${session.ip ?? 'unknown address'}) will need to sign in again.`,
                        confirmLabel: 'Sign out',
                        pendingLabel: 'Signing out…',
                      },
                    })
                  }
                />
              ))}
            </ul>
            {others.length > 0 && (
              <Button
                variant="outline"
                onClick={() =>
                  setConfirming({
                    which: 'others',
                    content: {
                      title: 'Sign out every other session?',
                      description: `${others.length === 1 ? 'One other session' : `${others.length} other sessions`} will need to sign in again. This device stays signed in.`,
                      confirmLabel: 'Sign out others',
                      pendingLabel: 'Signing out…',
                    },
                  })
                }
              >
                Sign out all other sessions
              </Button>
            )}
          </>
        )}
      </CardContent>
      <ConfirmActionDialog
        content={confirming?.content ?? null}
        isPending={endSessions.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
