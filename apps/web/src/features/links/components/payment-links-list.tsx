import { useState } from 'react';
import { Link } from 'react-router';
import { Link2Icon, PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { PaymentLink } from '@malipo/contracts/payment-links';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { copyToClipboard } from '../../../lib/copy-to-clipboard';
import { useDeletePaymentLink } from '../api/delete-payment-link';
import { usePaymentLinks } from '../api/get-payment-links';
import { useUpdatePaymentLinkStatus } from '../api/update-payment-link-status';
import { DeleteLinkDialog } from './delete-link-dialog';
import { PaymentLinkCard } from './payment-link-card';

/** The public URL of a payment link on this site. */
function publicUrl(link: PaymentLink): string {
  return `${window.location.origin}${paths.pay.getHref(link.id)}`;
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading payment links" className="space-y-4">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Link2Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">No payment links yet</h2>
      <p className="max-w-sm text-sm text-slate-500">
        Create a payment link, share it with your customers and get paid by card or mobile money.
      </p>
      <Button asChild className="mt-2">
        <Link to={paths.dashboard.createPaymentLink.getHref()}>
          <PlusIcon aria-hidden="true" />
          Create Your First Link
        </Link>
      </Button>
    </div>
  );
}

/**
 * The Payment Links section (spec §2.7): every link with copy, open (new tab), pause/activate and
 * delete (after confirmation); an empty state with a way to create the first one.
 */
export function PaymentLinksList() {
  const links = usePaymentLinks();
  const updateStatus = useUpdatePaymentLinkStatus();
  const deleteLink = useDeletePaymentLink();
  const [linkToDelete, setLinkToDelete] = useState<PaymentLink | null>(null);

  const copy = (link: PaymentLink) => {
    copyToClipboard(publicUrl(link)).then(
      () => toast.success('Link copied', { description: publicUrl(link) }),
      (error: unknown) => {
        console.error('Copying the payment link failed', error);
        toast.error('Could not copy the link', { description: 'Copy it from the address shown instead.' });
      },
    );
  };

  const toggleStatus = (link: PaymentLink) => {
    const status = link.status === 'active' ? 'paused' : 'active';
    updateStatus.mutate(
      { id: link.id, status },
      {
        onSuccess: () =>
          toast.success(status === 'paused' ? 'Payment link paused' : 'Payment link activated'),
        onError: (error) => toast.error('Could not update the link', { description: error.message }),
      },
    );
  };

  const confirmDelete = () => {
    if (!linkToDelete) return;
    deleteLink.mutate(linkToDelete.id, {
      onSuccess: () => {
        toast.success('Payment link deleted');
        setLinkToDelete(null);
      },
      onError: (error) => toast.error('Could not delete the link', { description: error.message }),
    });
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Payment Links</h1>
          <p className="mt-1 text-slate-500">Share these links to get paid.</p>
        </div>
        {links.data && links.data.length > 0 && (
          <Button asChild>
            <Link to={paths.dashboard.createPaymentLink.getHref()}>
              <PlusIcon aria-hidden="true" />
              Create link
            </Link>
          </Button>
        )}
      </header>

      {links.isPending ? (
        <ListSkeleton />
      ) : links.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6">
          <p className="text-slate-600">We could not load your payment links.</p>
          <Button variant="outline" onClick={() => void links.refetch()}>
            Try again
          </Button>
        </div>
      ) : links.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="space-y-4">
          {links.data.map((link) => (
            <li key={link.id}>
              <PaymentLinkCard
                link={link}
                url={publicUrl(link)}
                isUpdatingStatus={updateStatus.isPending && updateStatus.variables.id === link.id}
                onCopy={() => copy(link)}
                onToggleStatus={() => toggleStatus(link)}
                onDelete={() => setLinkToDelete(link)}
              />
            </li>
          ))}
        </ul>
      )}

      <DeleteLinkDialog
        productName={linkToDelete?.productName ?? null}
        isDeleting={deleteLink.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => {
          if (!open) setLinkToDelete(null);
        }}
      />
    </div>
  );
}
