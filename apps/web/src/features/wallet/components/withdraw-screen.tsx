import { useState } from 'react';
import type { Mode } from '@malipo/contracts/modes';
import { formatMoney } from '@malipo/contracts/money';
import type { Payout } from '@malipo/contracts/wallet';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { usePayoutOutcome } from '../hooks/use-payout-outcome';
import { AddPayoutAccountDialog } from './add-payout-account-dialog';
import { MoneyPage } from './money-page';
import { PayoutAccountsCard } from './payout-accounts-card';
import { PayoutStatusCard, type PayoutStatusCopy } from './payout-status-card';
import { WalletBalancesCard } from './wallet-balances-card';
import { WithdrawForm } from './withdraw-form';
import { feePercent } from '@/lib/fee-label';

function withdrawalCopy(payout: Payout): PayoutStatusCopy {
  const arrives = formatMoney(payout.payoutMinor, payout.payoutCurrency);
  return {
    pending: { title: 'Withdrawal on its way', text: `Sending ${arrives} to ${payout.destination.label}…` },
    paid: { title: 'Withdrawal complete', text: `${arrives} was sent to ${payout.destination.label}.` },
    failed: {
      title: 'Withdrawal failed',
      // The provider's reason; the server's messages also say where the money went.
      text: payout.failure?.message ?? 'The amount and the fee are back in your wallet.',
    },
  };
}

function WithdrawalProgress({ payout, onDone }: { payout: Payout; onDone: () => void }) {
  const current = usePayoutOutcome(payout);
  return (
    <PayoutStatusCard
      payout={current}
      copy={withdrawalCopy(current)}
      actions={
        current.status !== 'pending' && (
          <Button onClick={onDone} variant={current.status === 'failed' ? 'default' : 'outline'}>
            New withdrawal
          </Button>
        )
      }
    />
  );
}

/**
 * The Withdraw screen (docs/product.md#dashboard): the form — or, once sent, the payout's progress until it is paid
 * or failed — beside the wallets' balances and the bank accounts. `mode` is the dashboard's
 * (docs/providers.md#modes).
 */
export function WithdrawScreen({ mode }: { mode: Mode }) {
  const [payout, setPayout] = useState<Payout | null>(null);
  const [isAddingAccount, setIsAddingAccount] = useState(false);

  return (
    <MoneyPage
      back={{ href: paths.dashboard.root.getHref(), label: 'Back to dashboard' }}
      title="Withdraw"
      intro={`Send money from your wallet to a bank account or a mobile money number. A ${feePercent('withdrawal')} fee applies.`}
    >
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {payout ? (
            <WithdrawalProgress key={payout.id} payout={payout} onDone={() => setPayout(null)} />
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>New withdrawal</CardTitle>
                <CardDescription>You see the fee and what arrives before you confirm.</CardDescription>
              </CardHeader>
              <CardContent>
                <WithdrawForm mode={mode} onPayout={setPayout} />
              </CardContent>
            </Card>
          )}
        </div>
        <div className="space-y-6 lg:col-span-2">
          <WalletBalancesCard />
          <PayoutAccountsCard onAdd={() => setIsAddingAccount(true)} />
        </div>
      </div>
      <AddPayoutAccountDialog
        isOpen={isAddingAccount}
        onOpenChange={setIsAddingAccount}
        onAdded={() => undefined}
      />
    </MoneyPage>
  );
}
