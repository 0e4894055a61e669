import type * as React from 'react';
import { NfcIcon, SnowflakeIcon } from 'lucide-react';
import type { RevealedCard, VirtualCard } from '@malipo/contracts/virtual-cards';
import { cn } from '@/lib/cn';
import { cardBrandName } from '@/lib/transaction-display';

/** What a face shows: the masked card and, while revealed, its full details. */
interface CardFaceProps extends React.ComponentProps<'div'> {
  card: VirtualCard;
  details: RevealedCard | null;
}

// Sizes are in container units (`cqw`, the card's width, see `CardVisual`) so the card keeps its
// proportions from a phone's full width down to the dashboard's narrow column.
const FACE_CLASS =
  'absolute inset-0 flex flex-col overflow-hidden rounded-2xl p-[6cqw] text-white shadow-lg backface-hidden';
const LABEL_CLASS = 'text-[max(0.55rem,2.8cqw)] leading-tight tracking-wider whitespace-nowrap uppercase';

function FrozenOverlay() {
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-slate-900/55 backdrop-blur-[1px]">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-sky-800 shadow">
        <SnowflakeIcon className="size-4" aria-hidden="true" />
        Frozen
      </span>
    </div>
  );
}

function faceBackground(card: VirtualCard) {
  return card.status === 'frozen'
    ? 'bg-gradient-to-br from-slate-500 to-slate-700'
    : 'bg-gradient-to-br from-slate-900 via-brand-900 to-brand-700';
}

/** The front (docs/product.md#entities): bank name, chip, number (masked unless revealed), holder, expiry and brand. */
export function CardFront({ card, details, className, ...props }: CardFaceProps) {
  return (
    <div className={cn(FACE_CLASS, faceBackground(card), className)} {...props}>
      <div className="flex items-start justify-between gap-3">
        <span className="text-[4.6cqw] font-semibold tracking-wide">{card.bankName}</span>
        <NfcIcon className="size-[6.5cqw] shrink-0 opacity-80" aria-hidden="true" />
      </div>
      <div
        className="mt-[4cqw] h-[9.5cqw] w-[13cqw] rounded-[1.5cqw] bg-gradient-to-br from-amber-200 to-amber-400 opacity-90"
        aria-hidden="true"
      />
      <p className="mt-auto font-mono text-[6.3cqw] tracking-wider whitespace-nowrap tabular-nums">
        <span className="sr-only">Card number </span>
        {details?.number ?? card.maskedNumber}
      </p>
      <div className="mt-[3cqw] flex items-end justify-between gap-[4cqw] text-left">
        <div className="min-w-0">
          <p className={cn(LABEL_CLASS, 'text-white/70')}>Card holder</p>
          <p className="truncate text-[4.3cqw] font-medium">{card.holderName}</p>
        </div>
        <div className="shrink-0">
          <p className={cn(LABEL_CLASS, 'text-white/70')}>Expires</p>
          <p className="text-[4.3cqw] font-medium tabular-nums">{details?.expiry ?? card.expiry}</p>
        </div>
        <p className="shrink-0 text-[5cqw] font-bold italic">{cardBrandName(card.brand)}</p>
      </div>
      {card.status === 'frozen' && <FrozenOverlay />}
    </div>
  );
}

/** The back: magnetic stripe and the security code panel ('•••' until revealed). */
export function CardBack({ card, details, className, ...props }: CardFaceProps) {
  return (
    <div className={cn(FACE_CLASS, 'px-0', faceBackground(card), className)} {...props}>
      <div className="h-[13cqw] shrink-0 bg-slate-950" aria-hidden="true" />
      <div className="mt-[5cqw] flex items-center gap-[3cqw] px-[6cqw]">
        <div className="h-[11cqw] flex-1 rounded bg-white/85" aria-hidden="true" />
        <div className="rounded bg-white px-[3cqw] py-[1.5cqw] text-slate-900">
          <p className={cn(LABEL_CLASS, 'text-slate-500')}>Security code</p>
          <p className="font-mono text-[5cqw] font-semibold tabular-nums">{details?.securityCode ?? '•••'}</p>
        </div>
      </div>
      <p className="mt-auto px-[6cqw] text-[max(0.625rem,3.4cqw)] leading-snug text-white/75">
        Issued by {card.bankName}. Payments are taken from your Malipo wallet.
      </p>
      {card.status === 'frozen' && <FrozenOverlay />}
    </div>
  );
}
