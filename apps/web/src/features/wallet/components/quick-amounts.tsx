import { DIRECT_PAY_QUICK_AMOUNTS } from '@malipo/contracts/wallet';
import { Button } from '@/components/ui/button';

/** Direct Pay's quick amounts 200, 500, 1000 (docs/product.md#constants, major units); `onPick` fills the amount. */
export function QuickAmounts({
  selected,
  onPick,
}: {
  selected: number | null;
  onPick: (amount: number) => void;
}) {
  return (
    <div role="group" aria-label="Quick amounts" className="flex flex-wrap gap-2">
      {DIRECT_PAY_QUICK_AMOUNTS.map((amount) => (
        <Button
          key={amount}
          size="sm"
          variant={selected === amount ? 'default' : 'outline'}
          aria-pressed={selected === amount}
          onClick={() => onPick(amount)}
        >
          {amount.toLocaleString('en')}
        </Button>
      ))}
    </div>
  );
}
