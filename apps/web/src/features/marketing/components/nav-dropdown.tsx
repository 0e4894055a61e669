import { useCallback, useId, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { NavMenu } from '../content/navigation';
import { useDismiss, type DismissReason } from '../hooks/use-dismiss';
import { useMenuArrowKeys } from '../hooks/use-menu-arrow-keys';
import { NavItemLink } from './nav-item-link';

/**
 * One of the header's dropdown menus (docs/product.md#routes), as a WAI-ARIA disclosure: a button with
 * `aria-expanded` toggles a panel of links; Escape closes it and returns focus to the button; a
 * press outside, focus leaving it or following a link closes it; arrow keys move through its links.
 * The header decides which is open.
 */
export function NavDropdown({
  menu,
  isOpen,
  onOpenChange,
}: {
  menu: NavMenu;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const dismiss = useCallback(
    (reason: DismissReason) => {
      onOpenChange(false);
      if (reason === 'escape') buttonRef.current?.focus();
    },
    [onOpenChange],
  );
  useDismiss({ containerRef, isOpen, onDismiss: dismiss });
  const panelRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useMenuArrowKeys({ panelRef, isOpen, open: () => onOpenChange(true) });

  return (
    <li ref={containerRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => onOpenChange(!isOpen)}
        className={cn(
          'inline-flex h-10 cursor-pointer items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
          isOpen && 'bg-slate-100 text-slate-900',
        )}
      >
        {menu.label}
        <ChevronDownIcon
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) onOpenChange(false);
        }}
        className="absolute inset-x-4 top-full z-40 mt-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:inset-x-6 lg:inset-x-8"
      >
        <ul className="grid gap-1 md:grid-cols-2 xl:grid-cols-3">
          {menu.items.map((item) => (
            <li key={item.href + item.label}>
              <NavItemLink item={item} />
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-slate-100 px-3 pt-3">
          <Link
            to={menu.overview.href}
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            {menu.overview.label}
            <ArrowRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </li>
  );
}
