import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { setSecondFactorPrompt } from '@/lib/api-client';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { CodeForm } from './code-form';

/**
 * Asks for a fresh code when a sensitive action answers 403 `second_factor_required`
 * (docs/security.md#two-factor-sign-in): installed as the api client's prompt while mounted, it
 * opens a dialog, proves the code to the session and lets the client send the action again with
 * the same headers. Requests refused together share one dialog; closing it gives up.
 */
export function SecondFactorPrompt() {
  const verify = useVerifySecondFactor();
  const [isOpen, setIsOpen] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (proved: boolean) => void } | null>(null);

  useEffect(() => {
    setSecondFactorPrompt(() => {
      if (!pending.current) {
        let resolve: (proved: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((r) => (resolve = r));
        pending.current = { promise, resolve };
        setIsOpen(true);
      }
      return pending.current.promise;
    });
    return () => setSecondFactorPrompt(null);
  }, []);

  const finish = (proved: boolean) => {
    pending.current?.resolve(proved);
    pending.current = null;
    setIsOpen(false);
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && finish(false)}>
      <DialogContent>
        <DialogTitle>Confirm it is you</DialogTitle>
        <DialogDescription>
          Enter the 6-digit code from your authenticator app to continue. A recovery code works too.
        </DialogDescription>
        <CodeForm
          id="second-factor-code"
          submitLabel="Confirm"
          failureTitle="Could not check the code"
          autoFocus
          submit={async (code) => {
            await verify.mutateAsync(code);
            finish(true);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
