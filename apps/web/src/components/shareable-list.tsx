import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { publicUrl } from '@/lib/public-url';
import type { StatusChange } from '@/lib/status-change';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import type { ShareableStatus } from './link-status-badge';
import { QrCodeDialog, type QrCodeTarget } from './qr-code-dialog';
import { ShareableCard, type ShareableDetails } from './shareable-card';
import {
  ShareableListEmpty,
  ShareableListError,
  ShareableListSkeleton,
  type EmptyStateContent,
} from './shareable-list-states';
import { Button } from './ui/button';

/** Anything a merchant shares by URL: a payment link, a donation link, a catalogue. */
export interface Shareable {
  id: string;
  status: ShareableStatus;
  /** Site path of the public page, e.g. `/pay/abc123`. */
  path: string;
}

/** How a list names its items: "payment link" / "Payment link" in toasts, "link" in button names. */
export interface ShareableNoun {
  singular: string;
  /** Short form for actions: "Pause link for …", "Delete link". */
  short: string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A section listing what a merchant shares (docs/product.md#dashboard Payment Links / Donation Links / Catalogue):
 * loading skeleton, error with retry, empty state, and one {@link ShareableCard} per item with copy
 * (clipboard), open (new tab), QR code (PNG and SVG), pause/activate and delete after confirmation,
 * each ending in a toast. `describe` says what a card shows of an item.
 */
export function ShareableList<T extends Shareable>({
  heading,
  intro,
  noun,
  createHref,
  empty,
  query,
  statusMutation,
  deleteMutation,
  describe,
}: {
  heading: string;
  intro: ReactNode;
  noun: ShareableNoun;
  createHref: string;
  empty: EmptyStateContent;
  query: UseQueryResult<T[]>;
  statusMutation: UseMutationResult<unknown, Error, StatusChange>;
  deleteMutation: UseMutationResult<unknown, Error, string>;
  describe: (item: T) => ShareableDetails;
}) {
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const [qrTarget, setQrTarget] = useState<QrCodeTarget | null>(null);

  const copy = (url: string) => {
    copyToClipboard(url).then(
      () => toast.success('Link copied', { description: url }),
      (error: unknown) => {
        console.error('Copying the link failed', error);
        toast.error('Could not copy the link', { description: 'Copy it from the address shown instead.' });
      },
    );
  };

  const toggleStatus = (item: T) => {
    const status = item.status === 'active' ? 'paused' : 'active';
    statusMutation.mutate(
      { id: item.id, status },
      {
        onSuccess: () =>
          toast.success(`${capitalize(noun.singular)} ${status === 'paused' ? 'paused' : 'activated'}`),
        onError: (error) => toast.error(`Could not update the ${noun.short}`, { description: error.message }),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteMutation.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(`${capitalize(noun.singular)} deleted`);
        setToDelete(null);
      },
      onError: (error) => toast.error(`Could not delete the ${noun.short}`, { description: error.message }),
    });
  };

  const renderItems = (items: T[]) => (
    <ul className="space-y-4">
      {items.map((item) => {
        const details = describe(item);
        const url = publicUrl(item.path);
        return (
          <li key={item.id}>
            <ShareableCard
              id={item.id}
              status={item.status}
              url={url}
              kind={noun.short}
              details={details}
              isUpdatingStatus={statusMutation.isPending && statusMutation.variables.id === item.id}
              actions={{
                onCopy: () => copy(url),
                onShowQr: () => setQrTarget({ name: details.name, url }),
                onToggleStatus: () => toggleStatus(item),
                onDelete: () => setToDelete({ id: item.id, name: details.name }),
              }}
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
          <p className="mt-1 text-slate-500">{intro}</p>
        </div>
        {query.data && query.data.length > 0 && (
          <Button asChild>
            <Link to={createHref}>
              <PlusIcon aria-hidden="true" />
              Create {noun.short}
            </Link>
          </Button>
        )}
      </header>

      {query.isPending ? (
        <ShareableListSkeleton label={`Loading ${heading.toLowerCase()}`} />
      ) : query.isError ? (
        <ShareableListError
          message={`We could not load your ${heading.toLowerCase()}.`}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <ShareableListEmpty content={empty} createHref={createHref} />
      ) : (
        renderItems(query.data)
      )}

      <ConfirmDeleteDialog
        itemName={toDelete?.name ?? null}
        noun={noun.singular}
        confirmLabel={`Delete ${noun.short}`}
        isDeleting={deleteMutation.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
      />
      <QrCodeDialog
        target={qrTarget}
        onOpenChange={(open) => {
          if (!open) setQrTarget(null);
        }}
      />
    </div>
  );
}
