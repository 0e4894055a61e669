import { useId } from 'react';
import type { RevealedCard, VirtualCard } from '@malipo/contracts/virtual-cards';
import { cn } from '@/lib/cn';
import { CardBack, CardFront } from './card-faces';

/**
 * The card, front or back (docs/product.md#states "virtual card tap flips front/back"): one toggle button, so a tap,
 * a click, Enter or Space flips it; `aria-pressed` says the back is showing and the showing face
 * describes the button. The turn is a 3D rotation, instant when the person prefers reduced motion.
 */
export function CardVisual({
  card,
  details,
  isFlipped,
  onFlip,
}: {
  card: VirtualCard;
  details: RevealedCard | null;
  isFlipped: boolean;
  onFlip: () => void;
}) {
  const id = useId();
  const frontId = `${id}-front`;
  const backId = `${id}-back`;
  return (
    <button
      type="button"
      aria-label="Flip card"
      aria-pressed={isFlipped}
      aria-describedby={isFlipped ? backId : frontId}
      onClick={onFlip}
      className="@container block w-full max-w-sm cursor-pointer rounded-2xl text-left perspective-[1200px] outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
    >
      <div
        className={cn(
          'relative aspect-[1.586] w-full transition-transform duration-500 ease-out transform-3d motion-reduce:transition-none',
          isFlipped && 'rotate-y-180',
        )}
      >
        <CardFront id={frontId} card={card} details={details} aria-hidden={isFlipped} />
        <CardBack
          id={backId}
          card={card}
          details={details}
          aria-hidden={!isFlipped}
          className="rotate-y-180"
        />
      </div>
    </button>
  );
}
