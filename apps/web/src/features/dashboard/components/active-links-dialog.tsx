import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@malipo/contracts/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { ActiveLink } from '../api/get-active-links';
import { linkTypeDetailsHref, linkTypeLabel } from '../lib/link-type-display';

function LinkStatus({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return <Badge variant={status === 'active' ? 'success' : 'neutral'}>{label}</Badge>;
}

function ActiveLinkItem({ link }: { link: ActiveLink }) {
  const detailsHref = linkTypeDetailsHref(link.type);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="truncate font-medium text-slate-900">{link.name}</p>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="info">{linkTypeLabel(link.type)}</Badge>
          <LinkStatus status={link.status} />
        </div>
        <p className="text-sm text-slate-500">
          <span className="font-medium text-slate-900 tabular-nums">
            {formatMoney(link.amountMinor, link.currency)}
          </span>
          {' · '}
          {link.customers} {link.customers === 1 ? 'customer' : 'customers'}
        </p>
      </div>
      {detailsHref && (
        <Button asChild size="sm" variant="outline" className="self-start sm:self-center">
          <Link to={detailsHref} aria-label={`View Details of ${link.name}`}>
            View Details
          </Link>
        </Button>
      )}
    </li>
  );
}

/**
 * The Active Links dialog (docs/product.md#dashboard): each active link with its type and status badges, real
 * customer count, amount and — where the type has a dashboard screen — View Details. `trigger` is
 * the button that opens it.
 */
export function ActiveLinksDialog({ links, trigger }: { links: ActiveLink[]; trigger: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[85dvh] max-w-lg grid-rows-[auto_minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Active Links</DialogTitle>
          <DialogDescription>
            {links.length} {links.length === 1 ? 'link is' : 'links are'} taking payments right now.
          </DialogDescription>
        </DialogHeader>
        <ul className="-mx-6 divide-y divide-slate-100 overflow-y-auto px-6">
          {links.map((link) => (
            <ActiveLinkItem key={link.id} link={link} />
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
