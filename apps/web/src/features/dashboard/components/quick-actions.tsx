import { Link } from 'react-router';
import {
  ArrowDownToLineIcon,
  ArrowUpFromLineIcon,
  PlusCircleIcon,
  ReceiptIcon,
  SendIcon,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

interface QuickAction {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** docs/product.md#dashboard: Create Link, Send Money, Make Payment, Deposit, Withdraw. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Create Link', href: paths.dashboard.createLink.getHref(), icon: PlusCircleIcon },
  { label: 'Send Money', href: paths.dashboard.sendMoney.getHref(), icon: SendIcon },
  { label: 'Make Payment', href: paths.dashboard.makePayment.getHref(), icon: ReceiptIcon },
  { label: 'Deposit', href: paths.dashboard.deposit.getHref(), icon: ArrowDownToLineIcon },
  { label: 'Withdraw', href: paths.dashboard.withdraw.getHref(), icon: ArrowUpFromLineIcon },
];

/** Quick Actions (docs/product.md#dashboard): Create Link first and prominent, then the money screens. */
export function QuickActions() {
  const [primary, ...others] = QUICK_ACTIONS;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Quick actions" className="grid grid-cols-2 gap-2">
          {primary && (
            <li className="col-span-2">
              <Button asChild className="w-full">
                <Link to={primary.href}>
                  <primary.icon aria-hidden="true" />
                  {primary.label}
                </Link>
              </Button>
            </li>
          )}
          {others.map(({ label, href, icon: Icon }) => (
            <li key={href}>
              <Button asChild variant="outline" className="w-full">
                <Link to={href}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
