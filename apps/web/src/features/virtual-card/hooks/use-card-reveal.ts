/**
 * The eye toggle's state (docs/product.md#states "eye toggle reveals or masks the number"): `reveal()` fetches the
 * card's full details and keeps them in this component's state only; `mask()` drops them, so the
 * full number leaves the page. They are also dropped after {@link REVEAL_TIMEOUT_MS}, when the card
 * changes and on unmount. Nothing here logs the details or puts them in a cache.
 * @module
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { RevealedCard } from '@malipo/contracts/virtual-cards';
import { ApiError } from '@/lib/api-client';
import { revealVirtualCard } from '../api/reveal-virtual-card';

/** How long revealed details stay on screen before they are masked again by themselves. */
export const REVEAL_TIMEOUT_MS = 60_000;

/** Masked, asking the server, or showing the details. */
export type CardRevealState =
  { kind: 'masked' } | { kind: 'revealing' } | { kind: 'revealed'; details: RevealedCard };

const MASKED: CardRevealState = { kind: 'masked' };

/** Reveal state of card `cardId`, with `reveal()` and `mask()`. A failed reveal shows an error toast. */
export function useCardReveal(cardId: string) {
  const [state, setState] = useState<CardRevealState>(MASKED);
  const requestRef = useRef<AbortController | null>(null);

  const mask = useCallback(() => {
    requestRef.current?.abort();
    requestRef.current = null;
    setState(MASKED);
  }, []);

  const reveal = useCallback(async () => {
    requestRef.current?.abort();
    const controller = new AbortController();
    requestRef.current = controller;
    setState({ kind: 'revealing' });
    try {
      const details = await revealVirtualCard(controller.signal);
      if (!controller.signal.aborted) setState({ kind: 'revealed', details });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState(MASKED);
      toast.error('Could not show the card details', {
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    }
  }, []);

  // A different card (or none) never shows the previous card's details.
  useEffect(() => mask, [cardId, mask]);

  useEffect(() => {
    if (state.kind !== 'revealed') return;
    const timer = setTimeout(mask, REVEAL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state, mask]);

  return { state, reveal, mask };
}
