import type { ComponentProps, MouseEvent } from 'react';

/**
 * A link to another storefront view: a real `<a href>` (it opens in a new tab with a modified
 * click), followed in the page with `onNavigate` on a plain click.
 */
export function ViewLink({ onNavigate, ...props }: ComponentProps<'a'> & { onNavigate: () => void }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate();
  };
  return <a {...props} onClick={onClick} />;
}
