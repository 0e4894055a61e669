import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A view's heading that takes focus when the view appears, so keyboard and screen-reader users
 * learn that the checkout moved on (processing, success, failure…).
 */
export function StatusHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className={`text-xl font-semibold text-slate-900 outline-none ${className ?? ''}`}
    >
      {children}
    </h2>
  );
}
