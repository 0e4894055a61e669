import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

/**
 * Asks before deleting something a merchant shares (spec §2.7: delete after confirmation).
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
  return (
    <Dialog open={itemName !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this {noun}?</DialogTitle>
          <DialogDescription className="break-words">
            “{itemName}” will stop accepting payments and disappear from your list. Money already received
            stays in your balance. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={isDeleting}>
            {isDeleting ? 'Deleting...' : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
