import type { ApiKey } from '@malipo/contracts/api-keys';
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

/** Asks before revoking `apiKey` (null closes the dialog): requests made with it fail from then on. */
export function RevokeApiKeyDialog({
  apiKey,
  isRevoking,
  onConfirm,
  onClose,
}: {
  apiKey: ApiKey | null;
  isRevoking: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke this key?</DialogTitle>
          <DialogDescription className="break-words">
            “{apiKey?.name}” ({apiKey?.maskedKey}) stops working immediately: every request made with it will
            be refused. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={isRevoking}>
            {isRevoking ? 'Revoking...' : 'Revoke key'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
