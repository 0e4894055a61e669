import { Link, useNavigate } from 'react-router';
import { PencilIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Invoice } from '@malipo/contracts/invoices';
import { formatMoney } from '@malipo/contracts/money';
import { ConfirmActionDialog, type ConfirmContent } from '@/components/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useDeleteInvoice, useInvoiceAction, type InvoiceAction } from '../api/invoices';
import { invoiceStatusDisplay } from '../lib/invoice-status';

/** An action on one invoice: a state change (docs/invoices.md#states), or deleting a draft. */
export type DetailAction = InvoiceAction | 'delete';

/** The actions `invoice`'s state allows (docs/invoices.md#states), in button order. */
export function actionsFor(invoice: Invoice): DetailAction[] {
  switch (invoice.status) {
    case 'draft':
      return ['finalize', 'delete'];
    case 'open':
      return invoice.amountPaidMinor === 0
        ? ['revise', 'void', 'mark-uncollectible']
        : ['void', 'mark-uncollectible'];
    case 'partially_paid':
      return ['void', 'mark-uncollectible'];
    case 'paid':
    case 'void':
    case 'uncollectible':
      return [];
  }
}

const ACTION_LABELS: Record<DetailAction, string> = {
  finalize: 'Finalize',
  delete: 'Delete',
  revise: 'Revise',
  void: 'Void',
  'mark-uncollectible': 'Mark uncollectible',
};

function confirmation(action: DetailAction, invoice: Invoice): ConfirmContent {
  const total = formatMoney(invoice.totalMinor, invoice.currency);
  switch (action) {
    case 'finalize':
      return {
        title: `Finalize ${invoice.number}?`,
        description: `It will be issued to ${invoice.customer.name} for ${total} and can no longer be edited.`,
        confirmLabel: 'Finalize',
        pendingLabel: 'Finalizing...',
      };
    case 'delete':
      return {
        title: `Delete draft ${invoice.number}?`,
        description: 'The draft will be removed. Its number is not reused.',
        confirmLabel: 'Delete',
        pendingLabel: 'Deleting...',
      };
    case 'revise':
      return {
        title: `Revise ${invoice.number}?`,
        description: 'It will be voided and a new draft copy with a new number will open for editing.',
        confirmLabel: 'Void and revise',
        pendingLabel: 'Revising...',
      };
    case 'void':
      return {
        title: `Void ${invoice.number}?`,
        description: `${invoice.customer.name} will no longer owe ${total} on this invoice. This cannot be undone.`,
        confirmLabel: 'Void',
        pendingLabel: 'Voiding...',
      };
    case 'mark-uncollectible':
      return {
        title: `Mark ${invoice.number} uncollectible?`,
        description: 'It stops counting as outstanding. This cannot be undone.',
        confirmLabel: 'Mark uncollectible',
        pendingLabel: 'Saving...',
      };
  }
}

/**
 * The buttons of `invoice`'s allowed `actions` (from {@link actionsFor}; empty when the viewer may
 * not edit): an Edit link for a draft, then one button per action — Finalize, Delete, Revise, Void,
 * Mark uncollectible — each calling `onAction` so its confirmation opens.
 */
export function InvoiceActionButtons({
  invoice,
  actions,
  onAction,
}: {
  invoice: Invoice;
  actions: DetailAction[];
  onAction: (action: DetailAction) => void;
}) {
  return (
    <>
      {invoice.status === 'draft' && actions.length > 0 && (
        <Button asChild variant="outline">
          <Link to={paths.dashboard.editInvoice.getHref(invoice.id)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Link>
        </Button>
      )}
      {actions.map((name) => (
        <Button
          key={name}
          variant={name === 'finalize' ? 'default' : name === 'revise' ? 'outline' : 'destructive'}
          onClick={() => onAction(name)}
        >
          {ACTION_LABELS[name]}
        </Button>
      ))}
    </>
  );
}

/**
 * The confirmation dialog of the `pending` action on invoice `invoiceId` (closed while `pending` is
 * null or `invoice` not loaded), and what confirming does: deleting a draft goes back to the invoice
 * list, revising opens the new draft in the editor, any other action toasts the invoice's new
 * status; a failure toasts the server's message. `onClose` runs when the dialog closes or the action
 * settles.
 */
export function InvoiceActionDialog({
  invoiceId,
  invoice,
  pending,
  onClose,
}: {
  invoiceId: string;
  invoice: Invoice | undefined;
  pending: DetailAction | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const action = useInvoiceAction();
  const remove = useDeleteInvoice();

  const onConfirm = () => {
    if (!pending) return;
    const onError = (error: Error) =>
      toast.error(`${ACTION_LABELS[pending]} failed`, {
        description: error instanceof ApiError ? error.message : 'Something went wrong',
      });
    if (pending === 'delete') {
      remove.mutate(invoiceId, {
        onSuccess: () => {
          toast.success('Draft deleted');
          void navigate(paths.dashboard.invoices.getHref());
        },
        onError,
        onSettled: onClose,
      });
      return;
    }
    action.mutate(
      { id: invoiceId, action: pending },
      {
        onSuccess: (next) => {
          if (pending === 'revise') {
            toast.success(`Draft ${next.number} created`);
            void navigate(paths.dashboard.editInvoice.getHref(next.id));
          } else {
            toast.success(`${next.number} is now ${invoiceStatusDisplay(next.status).label.toLowerCase()}`);
          }
        },
        onError,
        onSettled: onClose,
      },
    );
  };

  return (
    <ConfirmActionDialog
      content={pending && invoice ? confirmation(pending, invoice) : null}
      isPending={action.isPending || remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
