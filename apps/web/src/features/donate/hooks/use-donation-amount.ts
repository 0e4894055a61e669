/**
 * The donation amount a donor is choosing in step 1 (docs/product.md#states): the choice, its value
 * in minor units of the campaign's currency, a message for it, and whether it was taken on to step
 * 2. It starts from the payer page (docs/architecture.md#payer-pages item 5): the address's
 * `?amount=`/`?custom=`, or a refused post's.
 * @module
 */
import { useState } from 'react';
import { useI18n } from '@/lib/i18n/page-i18n';
import { usePayerPage } from '@/lib/payer-page-context';
import { amountStartFromPage } from '../lib/amount-from-page';
import { amountMinorOf, type AmountChoice } from '../lib/donation-amount';

/**
 * The amount state of a donation in `currency`. `change` picks another amount (and drops the
 * message); `confirm` takes it on to step 2 (Card or Mobile was chosen).
 */
export function useDonationAmount(currency: string) {
  const page = usePayerPage();
  const { locale } = useI18n();
  const [start] = useState(() => amountStartFromPage(page, currency));
  const [choice, setChoice] = useState<AmountChoice>(start.choice);
  const [message, setMessage] = useState(start.message);
  const [isChosen, setIsChosen] = useState(start.isChosen);
  return {
    choice,
    /** The chosen amount in minor units, or `null` while it is empty, 0 or not an amount. */
    amountMinor: amountMinorOf(choice, currency, locale),
    /** A missing or refused amount's message, until another amount is picked. */
    message,
    isChosen,
    /** True when the server refused the amount the page was posted with. */
    isRefused: Boolean(page?.form?.errors.amountMinor),
    change: (next: AmountChoice) => {
      setChoice(next);
      setMessage(null);
    },
    confirm: () => setIsChosen(true),
  };
}
