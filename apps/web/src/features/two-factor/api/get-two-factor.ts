/**
 * `GET /api/account/two-factor` (docs/security.md#two-factor-sign-in): `{ enabled, enabledAt,
 * recoveryCodesLeft, required }`.
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import { twoFactorStatusSchema, type TwoFactorStatus } from '@malipo/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';

/** Query key of the person's two-factor state; every change below invalidates it. */
export const TWO_FACTOR_QUERY_KEY = ['two-factor'] as const;

/** The signed-in person's two-factor state. Throws `ApiError`. */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return twoFactorStatusSchema.parse(await apiRequest<unknown>('/api/account/two-factor'));
}

/** The two-factor state query. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: TWO_FACTOR_QUERY_KEY, queryFn: getTwoFactorStatus });
}
