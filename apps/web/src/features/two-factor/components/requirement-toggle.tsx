import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useSetTwoFactorRequirement } from '../api/set-two-factor-requirement';

/**
 * The owner's switch (docs/security.md#two-factor-sign-in): require two-factor sign-in of every
 * member of `businessName`. The server refuses it until the owner's own is on (`ownEnabled`), so
 * until then it cannot be ticked and says why.
 */
export function RequirementToggle({
  required,
  ownEnabled,
  businessName,
}: {
  required: boolean;
  ownEnabled: boolean;
  businessName: string;
}) {
  const setRequirement = useSetTwoFactorRequirement();
  const onChange = (next: boolean) =>
    setRequirement.mutate(next, {
      onSuccess: () =>
        toast.success(next ? 'Two-factor sign-in is now required' : 'Two-factor sign-in is optional'),
      onError: (error) =>
        toast.error('Could not change the requirement', {
          description:
            error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong',
        }),
    });

  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-600"
        checked={required}
        disabled={setRequirement.isPending || (!required && !ownEnabled)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-medium text-slate-900">
          Require two-factor sign-in for everyone at {businessName}
        </span>
        <span className="block text-slate-500">
          {required || ownEnabled
            ? 'Members without it can only set it up until they do.'
            : 'Turn it on for yourself first.'}
        </span>
      </span>
    </label>
  );
}
