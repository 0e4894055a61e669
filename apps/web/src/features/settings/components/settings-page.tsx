import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSettings } from '../api/get-settings';
import { AccountNameForm } from './account-name-form';
import { AccountPhoneForm } from './account-phone-form';
import { BrandingForm } from './branding-form';
import { ChangePasswordForm } from './change-password-form';
import { DevelopersCard } from './developers-card';
import { MerchantCodeCard } from './merchant-code-card';
import { SessionsCard } from './sessions-card';
import { TimeZoneForm } from './time-zone-form';

function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading settings" className="space-y-6">
      <Skeleton className="h-[32rem]" />
      <Skeleton className="h-32" />
      <Skeleton className="h-48" />
    </div>
  );
}

/**
 * The Settings screen (docs/product.md#dashboard): branding with live preview, time zone, the merchant code others
 * pay with, the Developers section (API keys, webhooks), account name, phone number and password, the
 * person's signed-in sessions, `twoFactorCard` (composed in by the route: another feature's), and
 * 'Back to dashboard'. `onProfileChange`
 * runs after a change the signed-in user's session shows (name, business name), so the caller can
 * refresh it.
 */
export function SettingsPage({
  onProfileChange,
  twoFactorCard,
}: {
  onProfileChange?: () => void;
  twoFactorCard?: ReactNode;
}) {
  const settings = useSettings();

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.dashboard.root.getHref()}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="mt-1 text-slate-500">
          Your branding, time zone, merchant code, developer tools, account and sessions.
        </p>
      </header>

      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-600">We could not load your settings.</p>
          <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <BrandingForm branding={settings.data.branding} onSaved={onProfileChange} />
          <TimeZoneForm timeZone={settings.data.timeZone} />
          <MerchantCodeCard merchantCode={settings.data.merchantCode} />
          <DevelopersCard />
          <Card>
            <CardHeader>
              <CardTitle>Account</CardTitle>
              <CardDescription>Signed in as {settings.data.account.email}.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-8">
              <AccountNameForm name={settings.data.account.name} onSaved={onProfileChange} />
              <AccountPhoneForm phone={settings.data.account.phone} />
              <div className="border-t border-slate-100 pt-6">
                <h3 className="mb-4 text-sm font-semibold text-slate-900">Change password</h3>
                <ChangePasswordForm />
              </div>
            </CardContent>
          </Card>
          {twoFactorCard}
          <SessionsCard />
        </>
      )}
    </div>
  );
}
