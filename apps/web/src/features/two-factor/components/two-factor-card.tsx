import { CardListError } from '@/components/card-list-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTwoFactorStatus } from '../api/get-two-factor';
import { RequirementToggle } from './requirement-toggle';
import { SetUpTwoFactor } from './set-up-two-factor';
import { TwoFactorOn } from './two-factor-on';

/**
 * Settings → Two-factor sign-in (docs/security.md#two-factor-sign-in): set it up with an
 * authenticator app, or, once on, manage recovery codes and turn it off; an owner (`isOwner`) can
 * also require it of everyone at `businessName`.
 */
export function TwoFactorCard({ isOwner, businessName }: { isOwner: boolean; businessName: string }) {
  const status = useTwoFactorStatus();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>
          Sign in with a code from an authenticator app as well as your password, and confirm withdrawals,
          sends, new API keys and team changes with one.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {status.isPending ? (
          <Skeleton role="status" aria-label="Loading two-factor sign-in" className="h-16" />
        ) : status.isError ? (
          <CardListError
            message="We could not load your two-factor sign-in."
            onRetry={() => void status.refetch()}
          />
        ) : (
          <>
            {status.data.enabled ? <TwoFactorOn status={status.data} /> : <SetUpTwoFactor />}
            {isOwner && (
              <div className="border-t border-slate-100 pt-6">
                <RequirementToggle
                  required={status.data.required}
                  ownEnabled={status.data.enabled}
                  businessName={businessName}
                />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
