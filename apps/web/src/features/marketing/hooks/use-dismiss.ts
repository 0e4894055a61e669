/**
 * Closes an open popover the ways people expect (WAI-ARIA disclosure pattern): Escape, a press
 * outside it, or focus leaving it.
 * @module
 */
import { useEffect, type RefObject } from 'react';

/** Why a popover was dismissed; `escape` should return focus to its trigger. */
export type DismissReason = 'escape' | 'outside';

/**
 * While `isOpen`, calls `onDismiss` on Escape anywhere, on a pointer press outside `containerRef`,
 * and when focus moves from inside the container to somewhere outside it.
 */
export function useDismiss({
  containerRef,
  isOpen,
  onDismiss,
}: {
  containerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onDismiss: (reason: DismissReason) => void;
}): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node ? !container.contains(target) : true;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) onDismiss('outside');
    };
    const onFocusOut = (event: FocusEvent) => {
      // `relatedTarget` is null when the window itself loses focus: keep the popover then.
      if (event.relatedTarget && isOutside(event.relatedTarget)) onDismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [containerRef, isOpen, onDismiss]);
}
