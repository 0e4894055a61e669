import type { ReactNode } from 'react';
import { CopyIcon, ExternalLinkIcon, PauseIcon, PlayIcon, QrCodeIcon, Trash2Icon } from 'lucide-react';
import { LinkStatusBadge, type ShareableStatus } from './link-status-badge';
import { Button } from './ui/button';

/** One figure under a card's title: "Payments · 3 payments". */
export interface ShareableStat {
  label: string;
  value: ReactNode;
}

/** What a card shows of one link or catalogue. */
export interface ShareableDetails {
  name: string;
  description: string;
  /** The big figure on the right: a price, a goal, a product count. */
  headline: ReactNode;
  stats: readonly ShareableStat[];
  /** Extra content under the figures, e.g. a progress bar. */
  body?: ReactNode;
  /** Extra buttons before Delete, e.g. Edit. */
  extraActions?: ReactNode;
}

/** The actions every card offers (docs/product.md#dashboard) plus the QR code. */
export interface ShareableCardActions {
  onCopy: () => void;
  onShowQr: () => void;
  onToggleStatus: () => void;
  onDelete: () => void;
}

/**
 * One payment link, donation link or catalogue in its list: name, status, figures, public URL and
 * the actions copy, open (new tab), QR code, pause/activate (not for expired links) and delete.
 * `kind` words the buttons' accessible names: "Pause link for Kitenge dress".
 */
export function ShareableCard({
  id,
  status,
  url,
  kind,
  details,
  isUpdatingStatus,
  actions,
}: {
  id: string;
  status: ShareableStatus;
  /** The full public URL payers open. */
  url: string;
  kind: string;
  details: ShareableDetails;
  isUpdatingStatus: boolean;
  actions: ShareableCardActions;
}) {
  const { name } = details;
  const isActive = status === 'active';
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby={`shareable-${id}-name`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`shareable-${id}-name`} className="text-base font-semibold break-words text-slate-900">
              {name}
            </h2>
            <LinkStatusBadge status={status} />
          </div>
          {details.description && (
            <p className="mt-1 line-clamp-2 text-sm break-words text-slate-500">{details.description}</p>
          )}
        </div>
        <div className="text-xl font-semibold tabular-nums">{details.headline}</div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {details.stats.map((stat) => (
          <div key={stat.label}>
            <dt className="text-slate-500">{stat.label}</dt>
            <dd className="font-medium tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>

      {details.body && <div className="mt-4">{details.body}</div>}

      <p
        className="mt-4 truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs text-slate-600"
        title={url}
      >
        {url}
      </p>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={actions.onCopy} aria-label={`Copy link for ${name}`}>
          <CopyIcon aria-hidden="true" />
          Copy link
        </Button>
        <Button asChild variant="outline" size="sm">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open link for ${name} (opens in a new tab)`}
          >
            <ExternalLinkIcon aria-hidden="true" />
            Open link
          </a>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={actions.onShowQr}
          aria-label={`Show QR code for ${name}`}
        >
          <QrCodeIcon aria-hidden="true" />
          QR code
        </Button>
        {status !== 'expired' && (
          <Button
            variant="outline"
            size="sm"
            onClick={actions.onToggleStatus}
            disabled={isUpdatingStatus}
            aria-label={`${isActive ? 'Pause' : 'Activate'} ${kind} for ${name}`}
          >
            {isActive ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            {isActive ? 'Pause' : 'Activate'}
          </Button>
        )}
        {details.extraActions}
        <Button
          variant="ghost"
          size="sm"
          onClick={actions.onDelete}
          className="text-red-600 hover:bg-red-50 hover:text-red-700 sm:ml-auto"
          aria-label={`Delete ${kind} for ${name}`}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
