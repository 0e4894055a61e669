import { formatMoney } from '@malipo/contracts/money';
import type { FxQuote } from '@malipo/contracts/wallet';
import { ApiError } from '@/lib/api-client';
import { formatRate } from '../lib/fx-display';
import { FormAlert } from '@/components/money-form/form-alert';
import { MoneySummary } from '@/components/money-form/money-summary';
import { feeLabel } from '@/lib/fee-label';

/**
 * Direct Pay's live figures (docs/product.md#payer-pages, docs/product.md#constants): exchange
 * rate, what the recipient gets, the 2% fee and the total taken from the wallet. '-' while there is
 * no valid amount or no quote yet; the server's message (e.g. no rate for the pair) when it refused.
 */
export function DirectPayQuote({
  quote,
  error,
  isLoading,
}: {
  quote: FxQuote | null;
  error: unknown;
  isLoading: boolean;
}) {
  const show = (render: (q: FxQuote) => string) => (quote ? render(quote) : '-');
  return (
    <section aria-label="Conversion" aria-busy={isLoading} className="space-y-3">
      <MoneySummary
        label="Conversion figures"
        rows={[
          { label: 'Exchange rate', value: show((q) => formatRate(q.rate, q.from, q.to)) },
          { label: 'Recipient gets', value: show((q) => formatMoney(q.convertedMinor, q.to)) },
          { label: feeLabel('directPay'), value: show((q) => formatMoney(q.feeMinor, q.from)) },
          { label: 'Total cost', value: show((q) => formatMoney(q.totalMinor, q.from)), isTotal: true },
        ]}
      />
      {error !== null && (
        <FormAlert>
          {error instanceof ApiError ? error.message : 'Rates are unavailable right now.'}
        </FormAlert>
      )}
    </section>
  );
}
