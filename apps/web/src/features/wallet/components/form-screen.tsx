import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MoneyPage, type MoneyPageBack } from './money-page';
import { WalletBalancesCard } from './wallet-balances-card';

/**
 * A money screen made of one form card (title, description) beside the wallets' balances: Send,
 * Direct Pay and Make Payment.
 */
export function FormScreen({
  back,
  title,
  intro,
  cardTitle,
  cardDescription,
  children,
}: {
  back: MoneyPageBack;
  title: string;
  intro: ReactNode;
  cardTitle: string;
  cardDescription: ReactNode;
  children: ReactNode;
}) {
  return (
    <MoneyPage back={back} title={title} intro={intro}>
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>{cardTitle}</CardTitle>
            <CardDescription>{cardDescription}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        <div className="lg:col-span-2">
          <WalletBalancesCard />
        </div>
      </div>
    </MoneyPage>
  );
}
