import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, signUpInputSchema, type User } from '@malipo/contracts/auth';
import type { InvitationPreview } from '@malipo/contracts/members';
import { ROLE_LABELS } from '@malipo/contracts/roles';
import { FormField } from '@/components/form-field';
import { MalipoLogo } from '@/components/malipo-logo';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAcceptInvitation, useInvitation } from '../api/invitation';

const newLoginSchema = z.object({
  name: signUpInputSchema.shape.name,
  password: signUpInputSchema.shape.password,
});
type NewLogin = z.infer<typeof newLoginSchema>;

function errorText(error: Error): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : 'Something went wrong. Please try again.';
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 p-4 font-sans">
      <MalipoLogo />
      <Card className="w-full max-w-md">{children}</Card>
    </main>
  );
}

function NewLoginForm({
  invitation,
  isPending,
  onSubmit,
}: {
  invitation: InvitationPreview;
  isPending: boolean;
  onSubmit: (values: NewLogin) => void;
}) {
  const form = useForm<NewLogin>({
    resolver: zodResolver(newLoginSchema),
    defaultValues: { name: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label="Create your login"
      className="space-y-4"
    >
      <p className="text-sm text-slate-600">
        Create your Malipo login for <span className="font-medium break-all">{invitation.email}</span>.
      </p>
      <FormField id="inviteName" label="Your name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <FormField
        id="invitePassword"
        label="Password"
        error={errors.password?.message}
        hint={errors.password ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters.`}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <Button type="submit" disabled={isPending} className="w-full">
        {isPending ? 'Joining...' : 'Create login and join'}
      </Button>
    </form>
  );
}

/**
 * `/invite/:token` (docs/security.md#team-members): what the invitation offers and how to accept it.
 * Signed in, one click accepts (the server refuses, naming the right email, when signed in as someone
 * else); signed out with an existing login, a link to sign in and come back; otherwise a name and
 * password create the login. A used, withdrawn or expired link says so. `onAccepted` gets the user
 * the session now holds.
 */
export function InvitationPage({
  token,
  signedInAs,
  onAccepted,
}: {
  token: string;
  /** The signed-in person, or null when signed out. */
  signedInAs: Pick<User, 'email'> | null;
  onAccepted: (user: User) => void;
}) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (input: { name?: string; password?: string }) => {
    setFailure(null);
    accept.mutate(input, {
      onSuccess: onAccepted,
      onError: (error) => setFailure(errorText(error)),
    });
  };

  if (invitation.isPending) return <PageSpinner />;
  if (invitation.isError) {
    const isGone = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <Frame>
        <CardHeader>
          <CardTitle>
            {isGone ? 'This invitation link is not valid' : 'We could not load this invitation'}
          </CardTitle>
          <CardDescription>
            {isGone
              ? 'It may have been used, withdrawn or have expired. Ask for a new invitation.'
              : 'Check your connection and try again.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {!isGone && <Button onClick={() => void invitation.refetch()}>Try again</Button>}
          <Button asChild variant={isGone ? 'default' : 'outline'}>
            <Link to={paths.auth.login.getHref()}>Sign in</Link>
          </Button>
        </CardContent>
      </Frame>
    );
  }

  const data = invitation.data;
  return (
    <Frame>
      <CardHeader>
        <CardTitle>Join {data.businessName}</CardTitle>
        <CardDescription>
          {data.invitedBy} invited <span className="break-all">{data.email}</span> to join as{' '}
          {ROLE_LABELS[data.role]}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            {failure}
          </p>
        )}
        {signedInAs ? (
          <>
            <p className="text-sm text-slate-600">
              Signed in as <span className="font-medium break-all">{signedInAs.email}</span>.
            </p>
            <Button className="w-full" disabled={accept.isPending} onClick={() => send({})}>
              {accept.isPending ? 'Joining...' : 'Accept invitation'}
            </Button>
          </>
        ) : data.existingUser ? (
          <Button asChild className="w-full">
            <Link to={paths.auth.login.getHref(paths.invitation.getHref(token))}>
              Sign in as {data.email} to accept
            </Link>
          </Button>
        ) : (
          <NewLoginForm invitation={data} isPending={accept.isPending} onSubmit={send} />
        )}
      </CardContent>
    </Frame>
  );
}
