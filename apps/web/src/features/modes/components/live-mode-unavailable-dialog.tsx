import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * Says why live mode cannot be switched on (docs/providers.md#modes): `reason` is the server's
 * `liveUnavailableReason` or its 409 message; null closes the dialog. Focus then goes back to
 * `returnFocusTo`, the switch that opened it.
 */
export function LiveModeUnavailableDialog({
  reason,
  onClose,
  returnFocusTo,
}: {
  reason: string | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={reason !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Live mode is not available</DialogTitle>
          <DialogDescription className="break-words">{reason}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Stay in test mode</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
