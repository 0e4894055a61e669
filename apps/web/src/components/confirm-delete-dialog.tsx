import { ConfirmActionDialog } from './confirm-action-dialog';

/**
 * Asks before deleting something a merchant shares (docs/product.md#dashboard: delete after confirmation).
 * `itemName` null closes the dialog; `noun` names the kind ("payment link"), `confirmLabel` the
 * button ("Delete link").
 */
export function ConfirmDeleteDialog({
  itemName,
  noun,
  confirmLabel,
  isDeleting,
  onConfirm,
  onOpenChange,
}: {
  itemName: string | null;
  noun: string;
  confirmLabel: string;
  isDeleting: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const content =
    itemName === null
      ? null
      : {
          title: `Delete this ${noun}?`,
          description: `“${itemName}” will stop accepting payments and disappear from your list. Money already received stays in your balance. This cannot be undone.`,
          confirmLabel,
          pendingLabel: 'Deleting...',
        };
  return (
    <ConfirmActionDialog
      content={content}
      isPending={isDeleting}
      onConfirm={onConfirm}
      onClose={() => onOpenChange(false)}
    />
  );
}
