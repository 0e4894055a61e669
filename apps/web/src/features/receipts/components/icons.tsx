/**
 * Icons only the receipt page uses, kept out of the shared payer chunk. Paths from Lucide (ISC
 * licence); decorative (`aria-hidden`).
 * @module
 */
import { Icon } from '@/features/checkout/components/icons';

/** A downward arrow into a tray (download). */
export function DownloadIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
    </Icon>
  );
}

/** A printer. */
export function PrinterIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 9V3h12v6" />
      <rect width="12" height="8" x="6" y="14" rx="1" />
    </Icon>
  );
}
