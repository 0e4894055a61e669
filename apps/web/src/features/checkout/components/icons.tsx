/**
 * The few icons the payer page needs, inlined (no icon library in the payer bundle). Paths from
 * Lucide (ISC licence). All are decorative: `aria-hidden`.
 * @module
 */
import type { ReactNode } from 'react';

/** An outline icon drawn with `children` (24 × 24 Lucide paths). Page-specific icons build on it. */
export function Icon({
  className = 'size-5',
  children,
}: {
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

/** A payment card. */
export function CardIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <rect width="20" height="14" x="2" y="5" rx="2" />
      <path d="M2 10h20" />
    </Icon>
  );
}

/** A mobile phone. */
export function PhoneIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <rect width="14" height="20" x="5" y="2" rx="2" />
      <path d="M12 18h.01" />
    </Icon>
  );
}

/** A bank: a columned building. */
export function BankIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M11.12 2.198a2 2 0 0 1 1.76.006l7.866 3.847c.476.233.31.949-.22.949H3.474c-.53 0-.695-.716-.22-.949z" />
      <path d="M6 18v-7M10 18v-7M14 18v-7M18 18v-7M3 22h18" />
    </Icon>
  );
}

/** A check mark. */
export function CheckIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}

/** An exclamation mark in a circle. */
export function AlertIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </Icon>
  );
}

/** A clock. */
export function ClockIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </Icon>
  );
}

/** A padlock. */
export function LockIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <rect width="18" height="11" x="3" y="11" rx="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </Icon>
  );
}

/** An arrow pointing left. */
export function ArrowLeftIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m12 19-7-7 7-7M19 12H5" />
    </Icon>
  );
}

/** A spinning ring, for waiting states. */
export function Spinner({ className = 'size-10' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-block animate-spin rounded-full border-4 border-slate-200 border-t-(--m-accent)`}
    />
  );
}
