/**
 * The instructions of a bank transfer waiting for the payer's money (docs/payments.md#bank-transfer),
 * loaded on demand (`use-bank-transfer-module.ts`): the account, the exact amount, the reference and
 * the account's expiry, Copy buttons once the page's code runs, and in test mode the sandbox's
 * "Simulate transfer received".
 * @module
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { copyToClipboard } from '@/lib/copy-to-clipboard';
import { useI18n } from '@/lib/i18n/page-i18n';
import { usePayerPage } from '@/lib/payer-page-context';
import { sandboxBankTransferPath } from '../api/simulate-bank-transfer';
import { useIsHydrated } from '../hooks/use-is-hydrated';
import type { BankTransferAction } from '../lib/checkout-state';
import { focusClass, secondaryButtonClass } from '../lib/checkout-styles';
import { usePayerMode } from '../lib/payer-mode';
import { PageHead } from './page-head';
import { BankIcon, ClockIcon } from './icons';
import { StatusHeading } from './status-heading';

/**
 * Without JavaScript the page asks for itself again every 10 s until the money arrives (with it,
 * the checkout polls): a transfer takes minutes, and a payer on 3G need not download the page
 * every 3 s meanwhile.
 */
const TRANSFER_REFRESH = { afterSeconds: 10, url: null };

/** How long a Copy button says 'Copied', in milliseconds. */
const COPIED_MS = 2000;

/** Props of {@link BankTransferView}. */
export interface BankTransferViewProps {
  paymentId: string;
  action: BankTransferAction;
  /** Test mode: tells the sandbox the transfer arrived; resolves with a message when it could not, else `null`. */
  onSimulate: () => Promise<string | null>;
}

/** Copies `text` and says 'Copied' (shown, and announced); only once the page's code runs. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useI18n();
  const isHydrated = useIsHydrated();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  if (!isHydrated) return null;
  return (
    <>
      <button
        type="button"
        aria-label={label}
        onClick={() =>
          copyToClipboard(text).then(
            () => setIsCopied(true),
            () => undefined,
          )
        }
        className={`cursor-pointer rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 ${focusClass}`}
      >
        {isCopied ? t('paymentStatus:bankTransfer.copied') : t('paymentStatus:bankTransfer.copy')}
      </button>
      <span role="status" className="sr-only">
        {isCopied ? t('paymentStatus:bankTransfer.copied') : ''}
      </span>
    </>
  );
}

/**
 * Test mode: "Simulate transfer received", a form posting to the sandbox that comes back to the
 * page on the payment (`returnTo`); with JavaScript it is sent with `fetch` and `onSimulate` shows
 * the outcome in place.
 */
function SimulateTransferForm({ paymentId, onSimulate }: Omit<BankTransferViewProps, 'action'>) {
  const page = usePayerPage();
  const { t } = useI18n();
  const hintId = useId();
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    setIsSending(true);
    setError(null);
    const message = await onSimulate();
    setIsSending(false);
    setError(message);
  };
  return (
    <form
      method="post"
      action={sandboxBankTransferPath(paymentId)}
      onSubmit={(event) => void submit(event)}
      className="space-y-2 rounded-lg border border-dashed border-amber-300 bg-amber-50 p-4"
    >
      {page && (
        <input
          type="hidden"
          name="returnTo"
          value={`${page.pathname}?payment=${encodeURIComponent(paymentId)}`}
        />
      )}
      <button
        type="submit"
        disabled={isSending}
        aria-describedby={hintId}
        className={`${secondaryButtonClass} w-full`}
      >
        {t('paymentStatus:bankTransfer.simulate')}
      </button>
      <p id={hintId} className="text-xs text-amber-900">
        {t('paymentStatus:bankTransfer.simulateHint')}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * 'Transfer {amount} to this account': the bank, account number, exact amount, reference and the
 * account's expiry ('Pay before', when it has one), the note to send exactly that with the
 * reference, and in test mode the sandbox's action. The page follows the payment meanwhile (polled
 * with JavaScript, refreshed without) and shows its outcome.
 */
export function BankTransferView({ paymentId, action, onSimulate }: BankTransferViewProps) {
  const { t, money, dateTime } = useI18n();
  const mode = usePayerMode();
  const amount = money(action.amountMinor, action.currency);
  const rows: { label: string; value: string; copyLabel?: string }[] = [
    { label: t('paymentStatus:bankTransfer.bank'), value: action.bankName },
    {
      label: t('paymentStatus:bankTransfer.accountNumber'),
      value: action.accountNumber,
      copyLabel: t('paymentStatus:bankTransfer.copyAccountNumber'),
    },
    { label: t('paymentStatus:bankTransfer.amount'), value: amount },
    {
      label: t('paymentStatus:bankTransfer.reference'),
      value: action.reference,
      copyLabel: t('paymentStatus:bankTransfer.copyReference'),
    },
  ];
  if (action.expiresAt) {
    rows.push({ label: t('paymentStatus:bankTransfer.payBefore'), value: dateTime(action.expiresAt) });
  }
  return (
    <div className="space-y-5 py-2">
      <PageHead refresh={TRANSFER_REFRESH} />
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          <BankIcon className="size-7" />
        </span>
        <StatusHeading>{t('paymentStatus:bankTransfer.title', { amount })}</StatusHeading>
      </div>
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50 px-4 text-sm">
        {rows.map(({ label, value, copyLabel }) => (
          <div key={label} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-slate-500">{label}</dt>
            <dd className="flex min-w-0 items-center gap-2 text-right font-semibold text-slate-900">
              <span className={`wrap-anywhere ${copyLabel ? 'font-mono tracking-wide' : ''}`}>{value}</span>
              {copyLabel && <CopyButton text={value} label={copyLabel} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="flex gap-2 text-sm text-slate-600">
        <ClockIcon className="mt-0.5 size-4 shrink-0" />
        {t('paymentStatus:bankTransfer.note')}
      </p>
      {mode === 'test' && <SimulateTransferForm paymentId={paymentId} onSimulate={onSimulate} />}
    </div>
  );
}
