import { CopyIcon, ExternalLinkIcon, PauseIcon, PlayIcon, Trash2Icon } from 'lucide-react';
import { formatMoney } from '@malipo/contracts/money';
import type { PaymentLink } from '@malipo/contracts/payment-links';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDateTime } from '../../../lib/format';
import { LinkStatusBadge } from './link-status-badge';

/** One payment link in the list: what it sells, how it is doing, and its actions (spec §2.7). */
export function PaymentLinkCard({
  link,
  url,
  isUpdatingStatus,
  onCopy,
  onToggleStatus,
  onDelete,
}: {
  link: PaymentLink;
  /** The public URL payers open. */
  url: string;
  isUpdatingStatus: boolean;
  onCopy: () => void;
  onToggleStatus: () => void;
  onDelete: () => void;
}) {
  const paymentsLabel = `${link.paymentsCount} ${link.paymentsCount === 1 ? 'payment' : 'payments'}`;
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby={`link-${link.id}-name`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`link-${link.id}-name`} className="text-base font-semibold break-words text-slate-900">
              {link.productName}
            </h2>
            <LinkStatusBadge status={link.status} />
          </div>
          {link.description && <p className="mt-1 line-clamp-2 text-sm text-slate-500">{link.description}</p>}
        </div>
        <p className="text-xl font-semibold tabular-nums">{formatMoney(link.amountMinor, link.currency)}</p>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Payments</dt>
          <dd className="font-medium">{paymentsLabel}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Collected</dt>
          <dd className="font-medium tabular-nums">{formatMoney(link.totalAmountMinor, link.currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Created</dt>
          <dd className="font-medium">
            <time dateTime={link.createdAt}>{formatDate(link.createdAt)}</time>
          </dd>
        </div>
        {link.expiresAt && (
          <div>
            <dt className="text-slate-500">{link.status === 'expired' ? 'Expired' : 'Expires'}</dt>
            <dd className="font-medium">
              <time dateTime={link.expiresAt}>{formatDateTime(link.expiresAt)}</time>
            </dd>
          </div>
        )}
      </dl>

      <p
        className="mt-4 truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-600"
        title={url}
      >
        {url}
      </p>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={`Copy link for ${link.productName}`}>
          <CopyIcon aria-hidden="true" />
          Copy link
        </Button>
        <Button asChild variant="outline" size="sm">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open link for ${link.productName} (opens in a new tab)`}
          >
            <ExternalLinkIcon aria-hidden="true" />
            Open link
          </a>
        </Button>
        {link.status !== 'expired' && (
          <Button
            variant="outline"
            size="sm"
            onClick={onToggleStatus}
            disabled={isUpdatingStatus}
            aria-label={`${link.status === 'active' ? 'Pause' : 'Activate'} link for ${link.productName}`}
          >
            {link.status === 'active' ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            {link.status === 'active' ? 'Pause' : 'Activate'}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          className="text-red-600 hover:bg-red-50 hover:text-red-700 sm:ml-auto"
          aria-label={`Delete link for ${link.productName}`}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
