import type { ReactNode } from 'react';
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
import { FormAlert } from '@/components/money-form/form-alert';
import { MoneySummary, type MoneySummaryRow } from '@/components/money-form/money-summary';

/** What the dialog asks about; `null` closes it. */
export interface MoneyConfirmation {
  title: string;
  description: ReactNode;
  rows: readonly MoneySummaryRow[];
  /** The confirm button, e.g. 'Withdraw $50.00'. */
  confirmLabel: string;
}

/**
 * Asks before any money moves (docs/money.md: the 2% fee is shown before confirmation): the figures,
 * Cancel and the confirm button (disabled, reading `pendingLabel`, while the request runs). `error`
 * is shown inside when the outcome was uncertain and pressing confirm again is safe.
 */
export function ConfirmMoneyDialog({
  confirmation,
  isPending,
  pendingLabel,
  error,
  onConfirm,
  onCancel,
}: {
  confirmation: MoneyConfirmation | null;
  isPending: boolean;
  pendingLabel: string;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={confirmation !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
    >
      {confirmation && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{confirmation.title}</DialogTitle>
            <DialogDescription>{confirmation.description}</DialogDescription>
          </DialogHeader>
          <MoneySummary rows={confirmation.rows} label="Summary" />
          <FormAlert>{error}</FormAlert>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button onClick={onConfirm} disabled={isPending}>
              {isPending ? pendingLabel : confirmation.confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
