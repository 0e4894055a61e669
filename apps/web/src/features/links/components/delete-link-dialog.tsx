import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

/** Asks before deleting a payment link. `productName` null closes the dialog. */
export function DeleteLinkDialog({
  productName,
  isDeleting,
  onConfirm,
  onOpenChange,
}: {
  productName: string | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={productName !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this payment link?</DialogTitle>
          <DialogDescription>
            “{productName}” will stop accepting payments and disappear from your list. Payments already
            received stay in your balance. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={isDeleting}>
            {isDeleting ? 'Deleting...' : 'Delete link'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
