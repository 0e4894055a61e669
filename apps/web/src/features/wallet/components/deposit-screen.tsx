import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CheckCircle2Icon, Link2Icon } from 'lucide-react';
import type { Mode } from '@malipo/contracts/modes';
import { formatMoney } from '@malipo/contracts/money';
import type { PublicPayment } from '@malipo/contracts/payments';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PaymentPhaseView } from '@/features/checkout/components/payment-phase-view';
import { useDeposit } from '../hooks/use-deposit';
import { DepositForm } from './deposit-form';
import { MoneyPage } from './money-page';
import { WalletBalancesCard } from './wallet-balances-card';

// The checkout's status views take their accent from these properties (merchant colours on payer pages).
const MALIPO_ACCENT = {
  '--m-accent': 'var(--color-brand-700)',
  '--m-accent-end': 'var(--color-brand-600)',
  '--m-on-accent': '#ffffff',
} as CSSProperties;

function DepositSuccess({ payment, onAgain }: { payment: PublicPayment; onAgain: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
      <CheckCircle2Icon className="size-12 text-green-600" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Deposit successful</h2>
      <p className="text-sm text-slate-600">
        {formatMoney(payment.amountMinor, payment.currency)} was added to your {payment.currency} wallet.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onAgain}>Make another deposit</Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.root.getHref()}>Back to dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * The Deposit screen (docs/product.md#dashboard): direct deposit by mobile money or card through the sandbox
 * provider — with the approval, OTP, provider's page and outcome views of the payer pages — beside
 * the wallets (with Convert) and 'Create Deposit Link', which goes to Create Link. `mode` is the
 * dashboard's (docs/providers.md#modes): in live mode a card is typed on the provider's page.
 */
export function DepositScreen({ storageScope, mode }: { storageScope: string; mode: Mode }) {
  const deposit = useDeposit(storageScope, mode);
  return (
    <MoneyPage
      back={{ href: paths.dashboard.root.getHref(), label: 'Back to dashboard' }}
      title="Deposit"
      intro="Add money to your wallet by mobile money or card. Deposits are free."
    >
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Direct deposit</CardTitle>
            <CardDescription>Your wallet is credited as soon as the payment succeeds.</CardDescription>
          </CardHeader>
          <CardContent style={MALIPO_ACCENT}>
            <PaymentPhaseView
              checkout={deposit.checkout}
              onTryAgain={deposit.resetCard}
              processingTitle="Processing deposit..."
              renderForm={() => <DepositForm deposit={deposit} />}
              renderSuccess={(payment) => <DepositSuccess payment={payment} onAgain={deposit.startOver} />}
            />
          </CardContent>
        </Card>
        <div className="space-y-6 lg:col-span-2">
          <WalletBalancesCard />
          <Card>
            <CardHeader>
              <CardTitle>Deposit link</CardTitle>
              <CardDescription>
                Let someone else fund your wallet: share a payment link with them.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline" className="w-full">
                <Link to={paths.dashboard.createLink.getHref()}>
                  <Link2Icon aria-hidden="true" />
                  Create Deposit Link
                </Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
    </MoneyPage>
  );
}
