import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { inviteMemberInputSchema, type InviteMemberInput } from '@malipo/contracts/members';
import { ROLES, ROLE_LABELS, type Role } from '@malipo/contracts/roles';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { reportSaveError } from '@/lib/form-errors';
import { useInviteMember } from '../api/team';
import { ROLE_DESCRIPTIONS } from './role-descriptions';

const EMPTY: InviteMemberInput = { email: '', role: 'viewer' };

/**
 * Invites someone to the account by email with a role (docs/security.md#team-members). Only owners
 * may offer the owner role (`canGrantOwner`); server field errors (an existing member) show inline.
 */
export function InviteMemberForm({ canGrantOwner }: { canGrantOwner: boolean }) {
  const invite = useInviteMember();
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const role = form.watch('role');
  const roles = ROLES.filter((r) => canGrantOwner || r !== 'owner');

  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success('Invitation sent', { description: `We emailed ${values.email} a link to join.` });
      },
      onError: (error) =>
        reportSaveError({
          error,
          title: 'Could not send the invitation',
          fieldFor: (key) => (key === 'email' || key === 'role' ? key : null),
          setError: form.setError,
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite a member" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="inviteEmail" label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
        </FormField>
        <FormField
          id="inviteRole"
          label="Role"
          error={errors.role?.message}
          hint={ROLE_DESCRIPTIONS[role as Role] ?? undefined}
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('role')}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={invite.isPending} className="w-full sm:w-auto">
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
