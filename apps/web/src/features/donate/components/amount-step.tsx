import { MethodButtons } from '@/features/checkout/components/method-buttons';
import { prefetchMethodModule } from '@/features/checkout/hooks/use-mobile-money-module';
import type { PayMethod } from '@/features/checkout/lib/checkout-state';
import type { AmountChoice } from '../lib/donation-amount';
import { AmountPicker } from './amount-picker';

/**
 * Step 1 of a donation (docs/product.md#payer-pages, docs/product.md#states): the amount, then Card or Mobile — disabled while the
 * amount is empty or 0 (docs/product.md#validation).
 */
export function AmountStep({
  choice,
  currency,
  hasAmount,
  onAmountChange,
  onChooseMethod,
}: {
  choice: AmountChoice;
  currency: string;
  hasAmount: boolean;
  onAmountChange: (choice: AmountChoice) => void;
  onChooseMethod: (method: PayMethod) => void;
}) {
  return (
    <div className="space-y-6">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Step 1 of 2</p>
      <AmountPicker choice={choice} currency={currency} onChange={onAmountChange} />
      <div>
        <h2 className="mb-1 text-lg font-semibold text-slate-900">How would you like to donate?</h2>
        <p className="mb-4 text-sm text-slate-500">
          {hasAmount ? 'Choose Card or Mobile to continue.' : 'Choose an amount first.'}
        </p>
        <MethodButtons onChoose={onChooseMethod} onPrefetch={prefetchMethodModule} isDisabled={!hasAmount} />
      </div>
    </div>
  );
}
