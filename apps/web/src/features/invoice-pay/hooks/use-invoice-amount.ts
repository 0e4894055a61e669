/**
 * The amount a payer is paying on an invoice (docs/invoices.md#payments): all that is due, or — when
 * the merchant allows paying in part — what they type, starting from what is due. It starts from the
 * payer page (docs/architecture.md#payer-pages item 5): the address's `?amount=`, or a refused post's.
 * @module
 */
import { useState } from 'react';
import type { PublicInvoice } from '@malipo/contracts/invoice-payments';
import { minorToDecimalString } from '@malipo/contracts/money';
import { useI18n } from '@/lib/i18n/page-i18n';
import { payerPageParam, usePayerPage } from '@/lib/payer-page-context';
import { checkInvoiceAmount } from '../lib/invoice-amount';

/**
 * The amount state of `invoice`: the text typed, its value in minor units (`null` while it cannot
 * pay), its message (shown once the address or a post carried it, or after `confirm`), and whether
 * the server refused it.
 */
export function useInvoiceAmount(invoice: PublicInvoice['invoice']) {
  const page = usePayerPage();
  const { t, money, locale } = useI18n();
  const due = invoice.amountDueMinor;
  const fromPage = payerPageParam(page, 'amount') ?? page?.form?.values.amount ?? null;
  const [text, setText] = useState(() => fromPage ?? minorToDecimalString(due, invoice.currency));
  const [isShown, setIsShown] = useState(fromPage !== null);
  const refused = page?.form?.errors.amountMinor ?? null;
  if (!invoice.allowPartialPayment) {
    return { text, amountMinor: due, message: null, isRefused: false, change: setText, confirm: () => {} };
  }
  const checked = checkInvoiceAmount(text, invoice.currency, due, locale);
  const problem = 'problem' in checked ? checked.problem : null;
  const message = problem
    ? t(`invoice:amount.errors.${problem}`, { due: money(due, invoice.currency) })
    : null;
  return {
    text,
    amountMinor: 'minor' in checked ? checked.minor : null,
    /** The server's refusal until the amount changes, else this amount's problem once shown. */
    message: (refused && text === fromPage ? refused : null) ?? (isShown ? message : null),
    isRefused: refused !== null && text === fromPage,
    change: (next: string) => {
      setText(next);
      setIsShown(false);
    },
    confirm: () => setIsShown(true),
  };
}
