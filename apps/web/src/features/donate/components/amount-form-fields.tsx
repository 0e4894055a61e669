import { amountParams } from '../lib/amount-from-page';
import type { AmountChoice } from '../lib/donation-amount';

/**
 * The amount step 2 posts without JavaScript (docs/architecture.md#payer-pages item 5), as hidden
 * fields: `amountMinor` (minor units of the campaign's currency), which the server sends, and the
 * preset (`amount`) or typed text (`custom`) it came from, which a refused post shows again.
 */
export function AmountFormFields({ choice, amountMinor }: { choice: AmountChoice; amountMinor: number }) {
  const fields = { ...amountParams(choice), amountMinor: String(amountMinor) };
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
