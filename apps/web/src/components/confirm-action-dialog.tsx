import type { ReactNode } from 'react';
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

/** What a confirmation asks: title, consequences, the confirming button's label. */
export interface ConfirmContent {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button's label while the action runs; 'Working...' when absent. */
  pendingLabel?: string;
}

/**
 * Asks before an action that cannot be undone (deleting a link, revoking an API key, rotating a
 * webhook signing secret).
 * `content` null closes the dialog; the confirm button is destructive and disabled while `isPending`.
 */
export function ConfirmActionDialog({
  content,
  isPending,
  onConfirm,
  onClose,
}: {
  content: ConfirmContent | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={content !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{content?.title}</DialogTitle>
          <DialogDescription className="break-words">{content?.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending ? (content?.pendingLabel ?? 'Working...') : content?.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
