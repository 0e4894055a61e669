import type { ReactNode } from 'react';
import { panelClass } from '../lib/checkout-styles';

/**
 * The two columns of a payer page (docs/product.md#payer-pages): what is being paid for (`summary`) beside the
 * payment panel, a region named `label` ('Payment', 'Donation', 'Subscription', in the page's
 * language); stacked on phones.
 */
export function CheckoutColumns({
  summary,
  label,
  children,
}: {
  summary: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid items-start gap-5 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-6">
      {summary}
      <section aria-label={label} className={panelClass}>
        {children}
      </section>
    </div>
  );
}
