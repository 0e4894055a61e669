/**
 * Icons only the storefront uses, kept out of the shared payer chunk. Paths from Lucide (ISC
 * licence); decorative (`aria-hidden`).
 * @module
 */
import { Icon } from '@/features/checkout/components/icons';

/** A plus sign. */
export function PlusIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M5 12h14M12 5v14" />
    </Icon>
  );
}

/** A minus sign. */
export function MinusIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M5 12h14" />
    </Icon>
  );
}

/** A globe. */
export function GlobeIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
    </Icon>
  );
}
