/**
 * `/dashboard/settings`: branding, time zone and account (docs/product.md#dashboard). Composes the settings feature
 * with the auth feature's session, which it refreshes after a rename or a new business name.
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';
import { useDashboardUser } from '../layouts/dashboard-layout';

export function Component() {
  const queryClient = useQueryClient();
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  const user = useDashboardUser();
  return (
    <>
      <title>Settings · Malipo</title>
      <SettingsPage
        onProfileChange={refreshSession}
        twoFactorCard={<TwoFactorCard isOwner={user.role === 'owner'} businessName={user.businessName} />}
      />
    </>
  );
}
