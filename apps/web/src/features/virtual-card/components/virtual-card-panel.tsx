import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import type { VirtualCard } from '@malipo/contracts/virtual-cards';
import { Button } from '@/components/ui/button';
import { useCardReveal } from '../hooks/use-card-reveal';
import { CardVisual } from './card-visual';
import { CopyNumberButton } from './copy-number-button';
import { FreezeToggle } from './freeze-toggle';

/**
 * An issued card: the flipping card, the eye toggle that reveals the full number and security code
 * (and masks them again), Copy number while revealed, and Freeze/Unfreeze.
 */
export function VirtualCardPanel({ card }: { card: VirtualCard }) {
  const [isFlipped, setIsFlipped] = useState(false);
  const reveal = useCardReveal(card.id);
  const details = reveal.state.kind === 'revealed' ? reveal.state.details : null;
  const isShown = reveal.state.kind !== 'masked';
  const revealLabel = isShown ? 'Hide card details' : 'Show card details';

  return (
    <div className="space-y-4">
      <CardVisual
        card={card}
        details={details}
        isFlipped={isFlipped}
        onFlip={() => setIsFlipped((flipped) => !flipped)}
      />
      <p className="text-xs text-slate-500" aria-live="polite">
        {reveal.state.kind === 'revealing'
          ? 'Getting the card details...'
          : `Tap the card to see its ${isFlipped ? 'front' : 'back'}.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {/* While the details load the toggle already reads Hide: pressing it cancels the reveal. */}
        <Button
          variant="outline"
          size="sm"
          aria-label={revealLabel}
          onClick={isShown ? reveal.mask : () => void reveal.reveal()}
        >
          {isShown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          {revealLabel}
        </Button>
        {details && <CopyNumberButton number={details.number} />}
        <FreezeToggle card={card} />
      </div>
      {card.status === 'frozen' && (
        <p role="status" className="text-sm text-slate-600">
          This card is frozen: payments with it are declined until you unfreeze it.
        </p>
      )}
    </div>
  );
}
