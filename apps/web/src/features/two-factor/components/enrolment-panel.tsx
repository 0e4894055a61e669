import { useEffect, useState } from 'react';
import type { TwoFactorSetup } from '@malipo/contracts/two-factor';
import { renderQrCode } from '@/lib/qr-code';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { CodeForm } from './code-form';

/**
 * Enrolment's second step (docs/security.md#two-factor-sign-in): the QR code of the `otpauth://`
 * URI to scan, the secret to type instead, and the app's first code, which turns two-factor sign-in
 * on; `onEnabled` gets the recovery codes.
 */
export function EnrolmentPanel({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const [qrUrl, setQrUrl] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    renderQrCode(setup.otpauthUrl).then(
      (images) => isCurrent && setQrUrl(images.pngDataUrl),
      () => isCurrent && setQrUrl(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [setup.otpauthUrl]);

  return (
    <section aria-label="Set up your authenticator app" className="space-y-4">
      <p className="text-sm text-slate-600">
        Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password…).
      </p>
      {qrUrl && (
        <img
          src={qrUrl}
          alt="QR code for your authenticator app"
          className="size-48 rounded-lg border border-slate-200"
        />
      )}
      <div>
        <p className="text-sm text-slate-600">Or type this key into the app:</p>
        <code aria-label="Secret key" className="mt-1 block font-mono text-sm break-all">
          {setup.secret}
        </code>
      </div>
      <CodeForm
        id="enable-code"
        submitLabel="Turn on"
        failureTitle="Could not turn on two-factor sign-in"
        autoFocus
        submit={async (code) => onEnabled((await enable.mutateAsync(code)).recoveryCodes)}
      />
    </section>
  );
}
