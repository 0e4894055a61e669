import { ShieldCheckIcon } from 'lucide-react';
import { formatMoney, parseAmountToMinor } from '@malipo/contracts/money';

/**
 * Live preview of the payer's view of a payment link (docs/product.md#dashboard, docs/product.md#validation): product name, description and
 * the formatted amount, or 'Enter amount' while the amount is empty or not a valid amount.
 */
export function PaymentLinkPreview({
  businessName,
  productName,
  description,
  amount,
  currency,
}: {
  businessName: string;
  productName: string;
  description: string;
  amount: string;
  currency: string;
}) {
  const amountMinor = amount.trim() === '' ? null : parseAmountToMinor(amount, currency);
  const initial = businessName.trim().charAt(0).toUpperCase() || 'M';

  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h2 id="preview-heading" className="text-sm font-medium text-slate-500">
        Preview
      </h2>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center gap-3 bg-gradient-to-r from-blue-500 to-blue-700 px-5 py-4 text-white">
          <span
            className="flex size-9 items-center justify-center rounded-full bg-white/20 font-semibold"
            aria-hidden="true"
          >
            {initial}
          </span>
          <span className="truncate font-semibold">{businessName || 'Your business'}</span>
        </div>
        <div className="space-y-4 p-5">
          <div className="min-w-0">
            <p
              className={
                productName.trim()
                  ? 'text-lg font-semibold break-words'
                  : 'text-lg font-semibold text-slate-500'
              }
            >
              {productName.trim() || 'Product name'}
            </p>
            {description.trim() && (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-600">{description}</p>
            )}
          </div>
          <div className="flex items-baseline justify-between border-t border-slate-100 pt-4">
            <span className="text-sm text-slate-500">Total</span>
            <span
              data-testid="preview-amount"
              className={
                amountMinor !== null ? 'text-2xl font-semibold tabular-nums' : 'text-base text-slate-500'
              }
            >
              {amountMinor !== null ? formatMoney(amountMinor, currency) : 'Enter amount'}
            </span>
          </div>
          <div
            aria-hidden="true"
            className="rounded-lg bg-blue-600 py-2.5 text-center text-sm font-medium text-white"
          >
            Pay {amountMinor !== null ? formatMoney(amountMinor, currency) : ''}
          </div>
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <ShieldCheckIcon className="size-3.5" aria-hidden="true" />
            Card and mobile money accepted
          </p>
        </div>
      </div>
    </section>
  );
}
