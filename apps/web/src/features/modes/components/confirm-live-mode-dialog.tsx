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
 * Asks before the dashboard leaves test mode (docs/providers.md#modes): in live mode payments,
 * balances and API keys are real. Closing it, by Cancel or Escape, stays in test mode; focus then
 * goes back to `returnFocusTo`, the switch that opened it.
 */
export function ConfirmLiveModeDialog({
  open,
  isSwitching,
  onConfirm,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  isSwitching: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Switch to live mode?</DialogTitle>
          <DialogDescription>
            Payments, balances and API keys in live mode are real: payers are charged real money and
            withdrawals reach real accounts. Your test data stays in test mode, and you can switch back at any
            time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Stay in test mode</Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={isSwitching}>
            {isSwitching ? 'Switching...' : 'Switch to live mode'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
