import { Link } from 'react-router';
import { Link2Icon, PlusCircleIcon } from 'lucide-react';
import { LINK_TYPES } from '@malipo/contracts/analytics';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useActiveLinks, type ActiveLink } from '../api/get-active-links';
import { linkTypePluralLabel } from '../lib/link-type-display';
import { ActiveLinksDialog } from './active-links-dialog';

/** "2 payment links · 1 catalogue": the non-zero counts per type, in docs/product.md#constants order. */
function breakdown(links: ActiveLink[]): string {
  return LINK_TYPES.flatMap((type) => {
    const count = links.filter((link) => link.type === type).length;
    return count === 0 ? [] : [`${count} ${linkTypePluralLabel(type).toLowerCase()}`];
  }).join(' · ');
}

function NoActiveLinks() {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
        <Link2Icon className="size-6 text-slate-400" aria-hidden="true" />
      </span>
      <p className="font-medium">No active links found</p>
      <Button asChild size="sm">
        <Link to={paths.dashboard.createLink.getHref()}>
          <PlusCircleIcon aria-hidden="true" />
          Create Your First Link
        </Link>
      </Button>
    </div>
  );
}

/**
 * Active Links (docs/product.md#dashboard): how many payment, donation, subscription and catalogue links are active,
 * and a button opening the dialog that lists them; 'No active links found' with 'Create Your First
 * Link' before the first one.
 */
export function ActiveLinksCard() {
  const links = useActiveLinks();

  return (
    <Card role="region" aria-label="Active Links">
      <CardHeader className="flex-row items-center justify-between">
        <div className="space-y-1.5">
          <CardTitle>Active Links</CardTitle>
          <CardDescription>Links customers can pay right now.</CardDescription>
        </div>
        <Link2Icon className="size-5 text-brand-700" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {links.isPending ? (
          <div role="status" aria-label="Loading active links" className="space-y-3">
            <Skeleton className="h-9 w-16" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : links.isError ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-slate-600">We could not load your active links.</p>
            <Button size="sm" variant="outline" onClick={() => void links.refetch()}>
              Try again
            </Button>
          </div>
        ) : links.data.length === 0 ? (
          <NoActiveLinks />
        ) : (
          <div className="space-y-4">
            <div>
              <p className="text-3xl font-semibold tracking-tight tabular-nums">{links.data.length}</p>
              <p className="text-sm text-slate-500">{breakdown(links.data)}</p>
            </div>
            <ActiveLinksDialog
              links={links.data}
              trigger={
                <Button variant="outline" className="w-full">
                  View active links
                </Button>
              }
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
