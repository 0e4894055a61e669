/**
 * What M-Pesa Daraja carries in live mode (docs/providers.md#routing): M-Pesa Express prompts to
 * Kenyan M-Pesa wallets and B2C payouts to them, in KES.
 * @module
 */
import type { ProviderRoutes } from '../routing';

/** M-Pesa's routes. */
export const MPESA_ROUTES: ProviderRoutes = {
  payments: [{ method: 'mobile_money', country: 'KE', network: 'mpesa', currency: 'KES', provider: 'mpesa' }],
  payouts: [{ method: 'mobile_money', network: 'mpesa', currency: 'KES', provider: 'mpesa' }],
};
