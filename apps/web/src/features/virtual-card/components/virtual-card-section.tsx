import { SnowflakeIcon } from 'lucide-react';
import type { VirtualCard } from '@malipo/contracts/virtual-cards';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useVirtualCard } from '../api/get-virtual-card';
import { IssueCardPrompt } from './issue-card-prompt';
import { VirtualCardPanel } from './virtual-card-panel';

function StatusBadge({ status }: { status: VirtualCard['status'] }) {
  switch (status) {
    case 'active':
      return <Badge variant="success">Active</Badge>;
    case 'frozen':
      return (
        <Badge variant="info">
          <SnowflakeIcon className="size-3" aria-hidden="true" />
          Frozen
        </Badge>
      );
  }
}

function CardBody({ query }: { query: ReturnType<typeof useVirtualCard> }) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading virtual card">
        <Skeleton className="aspect-[1.586] w-full max-w-sm rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-600">We could not load your virtual card.</p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return query.data ? <VirtualCardPanel card={query.data} /> : <IssueCardPrompt />;
}

/**
 * The dashboard's Virtual Card (docs/product.md#dashboard, docs/product.md#entities, docs/product.md#states): the issue call to action
 * before a card exists, then the card with its flip, eye toggle, copy and freeze controls.
 */
export function VirtualCardSection() {
  const query = useVirtualCard();
  return (
    <Card role="region" aria-label="Virtual Card">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Virtual Card</CardTitle>
          <CardDescription>Spends from your wallet balance.</CardDescription>
        </div>
        {query.data && <StatusBadge status={query.data.status} />}
      </CardHeader>
      <CardContent>
        <CardBody query={query} />
      </CardContent>
    </Card>
  );
}
