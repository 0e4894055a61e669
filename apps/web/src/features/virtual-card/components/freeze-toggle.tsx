import { SnowflakeIcon, SunIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { VirtualCard } from '@malipo/contracts/virtual-cards';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useUpdateVirtualCardStatus } from '../api/update-virtual-card-status';

/** The button's words for each card status: what pressing it does, and while it runs. */
const TOGGLE_LABELS: Record<VirtualCard['status'], { idle: string; pending: string }> = {
  active: { idle: 'Freeze card', pending: 'Freezing...' },
  frozen: { idle: 'Unfreeze card', pending: 'Unfreezing...' },
};

/**
 * Freeze / Unfreeze: a frozen card is declined everywhere until it is unfrozen. Each change is
 * confirmed by a toast; a failure says why.
 */
export function FreezeToggle({ card }: { card: VirtualCard }) {
  const update = useUpdateVirtualCardStatus();
  const isFrozen = card.status === 'frozen';

  const toggle = () => {
    update.mutate(isFrozen ? 'active' : 'frozen', {
      onSuccess: (updated) => {
        if (updated.status === 'frozen') {
          toast.success('Card frozen', {
            description: 'Payments with this card are declined until you unfreeze it.',
          });
        } else {
          toast.success('Card unfrozen', { description: 'You can pay with this card again.' });
        }
      },
      onError: (error) => {
        toast.error(isFrozen ? 'Could not unfreeze the card' : 'Could not freeze the card', {
          description: error instanceof ApiError ? error.message : 'Please try again.',
        });
      },
    });
  };

  const labels = TOGGLE_LABELS[card.status];
  const Icon = isFrozen ? SunIcon : SnowflakeIcon;
  return (
    <Button variant={isFrozen ? 'default' : 'outline'} size="sm" onClick={toggle} disabled={update.isPending}>
      <Icon aria-hidden="true" />
      {update.isPending ? labels.pending : labels.idle}
    </Button>
  );
}
