import { formatMoney } from '@malipo/contracts/money';
import { useWallet } from '../api/get-wallet';

/** "Available: $120.00" for the `currency` wallet (nothing while loading or if it failed). */
export function AvailableBalanceHint({ currency }: { currency: string }) {
  const wallet = useWallet();
  if (!wallet.data) return null;
  const balance = wallet.data.balances.find((b) => b.currency === currency)?.availableMinor ?? 0;
  return <>Available: {formatMoney(balance, currency)}</>;
}
