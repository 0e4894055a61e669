import type { ApiKey } from '@malipo/contracts/api-keys';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';

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
  const content =
    apiKey === null
      ? null
      : {
          title: 'Revoke this key?',
          description: `“${apiKey.name}” (${apiKey.maskedKey}) stops working immediately: every request made with it will be refused. This cannot be undone.`,
          confirmLabel: 'Revoke key',
          pendingLabel: 'Revoking...',
        };
  return (
    <ConfirmActionDialog content={content} isPending={isRevoking} onConfirm={onConfirm} onClose={onClose} />
  );
}
