import { FlaskConicalIcon } from 'lucide-react';
import { useModeStatus } from '../api/get-mode';

/**
 * The strip across the top of every dashboard page while the session is in test mode
 * (docs/providers.md#modes), so test data is never taken for real money. Nothing in live mode, or
 * before the mode is known.
 */
export function TestModeBanner() {
  const modeStatus = useModeStatus();
  if (modeStatus.data?.mode !== 'test') return null;
  return (
    <section
      aria-label="Test mode"
      className="border-b border-amber-400 bg-amber-300 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8"
    >
      <p className="mx-auto flex w-full max-w-6xl items-start gap-2">
        <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">
          <strong className="font-semibold">Test mode</strong> — you are using test data. Payments here move
          test money through the sandbox; nothing is charged.
        </span>
      </p>
    </section>
  );
}
