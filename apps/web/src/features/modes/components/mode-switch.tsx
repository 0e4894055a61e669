import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { LIVE_MODE_UNAVAILABLE_MESSAGE, type Mode, type ModeStatus } from '@malipo/contracts/modes';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useModeStatus } from '../api/get-mode';
import { useSwitchMode } from '../api/switch-mode';
import { ConfirmLiveModeDialog } from './confirm-live-mode-dialog';
import { LiveModeUnavailableDialog } from './live-mode-unavailable-dialog';

/** Which dialog the switch has open. */
type ModeDialog = { kind: 'confirm-live' } | { kind: 'live-unavailable'; reason: string } | null;

/**
 * The "Test mode" switch of the dashboard's navigation (docs/providers.md#modes): on is test mode.
 * Turning it off asks for confirmation first, or, when live mode is unavailable, says why without
 * asking the server; turning it on switches straight back to test mode. After a switch,
 * `onSwitched` gets the new status. `isCompact` hides the label (the collapsed sidebar) but keeps
 * it as the switch's accessible name and tooltip. Renders nothing until the mode is known.
 */
export function ModeSwitch({
  isCompact = false,
  onSwitched,
}: {
  isCompact?: boolean;
  onSwitched: (status: ModeStatus) => void;
}) {
  const modeStatus = useModeStatus();
  const switchMode = useSwitchMode({ onSwitched });
  const [dialog, setDialog] = useState<ModeDialog>(null);
  const switchRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();

  if (!modeStatus.data) return null;
  const { mode, liveAvailable, liveUnavailableReason } = modeStatus.data;
  const isTest = mode === 'test';

  const switchTo = (next: Mode) =>
    switchMode.mutate(next, {
      onSuccess: () => {
        setDialog(null);
        toast.success(next === 'live' ? 'Live mode is on' : 'Test mode is on');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'live_mode_unavailable') {
          setDialog({ kind: 'live-unavailable', reason: error.message });
          return;
        }
        setDialog(null);
        toast.error('Could not switch mode', { description: error.message });
      },
    });

  const toggle = () => {
    if (switchMode.isPending) return;
    if (!isTest) {
      switchTo('test');
      return;
    }
    if (!liveAvailable) {
      setDialog({ kind: 'live-unavailable', reason: liveUnavailableReason ?? LIVE_MODE_UNAVAILABLE_MESSAGE });
      return;
    }
    setDialog({ kind: 'confirm-live' });
  };

  return (
    <div className={cn('flex items-center gap-3', isCompact && 'justify-center')}>
      <span id={labelId} className={cn('text-sm font-medium text-slate-700', isCompact && 'sr-only')}>
        Test mode
      </span>
      <button
        ref={switchRef}
        type="button"
        role="switch"
        aria-checked={isTest}
        aria-labelledby={labelId}
        title={isCompact ? 'Test mode' : undefined}
        // aria-disabled, not disabled, so the switch keeps keyboard focus while the answer comes.
        aria-disabled={switchMode.isPending}
        onClick={toggle}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 aria-disabled:cursor-wait aria-disabled:opacity-60',
          isTest ? 'bg-amber-600' : 'bg-slate-500',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'size-5 rounded-full bg-white shadow-sm transition-transform',
            isTest ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
      <ConfirmLiveModeDialog
        open={dialog?.kind === 'confirm-live'}
        isSwitching={switchMode.isPending}
        onConfirm={() => switchTo('live')}
        onClose={() => setDialog(null)}
        returnFocusTo={switchRef}
      />
      <LiveModeUnavailableDialog
        reason={dialog?.kind === 'live-unavailable' ? dialog.reason : null}
        onClose={() => setDialog(null)}
        returnFocusTo={switchRef}
      />
    </div>
  );
}
