import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const NEXT = { ArrowDown: 1, ArrowUp: -1 } as const;

/**
 * Arrow-key movement for a disclosure menu (WAI-ARIA disclosure navigation example): on the button,
 * ArrowDown opens the panel and focuses its first link; inside the panel, ArrowDown and ArrowUp move
 * between links (wrapping), Home and End jump to the first and last. Returns the `onKeyDown` for the
 * element that holds both the button and the panel.
 */
export function useMenuArrowKeys({
  panelRef,
  isOpen,
  open,
}: {
  panelRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  open: () => void;
}): (event: KeyboardEvent<HTMLElement>) => void {
  const shouldFocusFirst = useRef(false);
  const links = () => [...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

  useEffect(() => {
    if (!isOpen || !shouldFocusFirst.current) return;
    shouldFocusFirst.current = false;
    panelRef.current?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
  }, [isOpen, panelRef]);

  return (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (target instanceof HTMLButtonElement) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      if (isOpen) links()[0]?.focus();
      else {
        shouldFocusFirst.current = true;
        open();
      }
      return;
    }
    const all = links();
    const index = all.indexOf(target as HTMLAnchorElement);
    if (index < 0) return;
    let next: HTMLAnchorElement | undefined;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      next = all[(index + NEXT[event.key] + all.length) % all.length];
    } else if (event.key === 'Home') next = all[0];
    else if (event.key === 'End') next = all[all.length - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
}
