import { Link } from 'react-router';
import { ArrowRightIcon } from 'lucide-react';
import { CardListError, CardListSkeleton } from '@/components/card-list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useInvoices } from '../api/invoices';
import { OutstandingTotals } from './outstanding-totals';

/**
 * The dashboard home's invoices card: what customers still owe (Outstanding) and how much of it is
 * past due (Overdue), per currency, from the invoices list's totals, with a link to the invoices.
 */
export function OutstandingInvoicesCard() {
  const invoices = useInvoices('all');
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Invoices</CardTitle>
          <CardDescription>What your customers still owe you.</CardDescription>
        </div>
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <Link to={paths.dashboard.invoices.getHref()}>
            See invoices
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? (
          <CardListSkeleton label="Loading invoice totals" />
        ) : invoices.isError ? (
          <CardListError
            message="We could not load your invoice totals."
            onRetry={() => void invoices.refetch()}
          />
        ) : (
          <OutstandingTotals totals={invoices.data.totals} />
        )}
      </CardContent>
    </Card>
  );
}
