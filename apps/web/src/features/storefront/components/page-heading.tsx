import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A storefront view's `<h1>`. After an in-page navigation (`shouldFocus`) it takes focus, so
 * screen-reader and keyboard users learn that the view changed.
 */
export function PageHeading({
  shouldFocus,
  className = 'text-sm font-semibold tracking-wide text-(--m-accent) uppercase',
  children,
}: {
  shouldFocus: boolean;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus]);
  return (
    <h1 ref={ref} tabIndex={-1} className={`${className} outline-none`}>
      {children}
    </h1>
  );
}
