import type { Receipt } from '@malipo/contracts/receipts';
import { useI18n } from '@/lib/i18n/page-i18n';

const cell = 'py-2.5 align-top';

/** What was bought: item, unit price, quantity and amount per line, and the total. */
export function ReceiptLines({ receipt }: { receipt: Receipt }) {
  const { t, money: moneyIn } = useI18n();
  const money = (amountMinor: number) => moneyIn(amountMinor, receipt.currency);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('receipt:page.items')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase">
          <th scope="col" className="py-2 font-semibold">
            {t('receipt:lines.item')}
          </th>
          <th scope="col" className="hidden py-2 text-right font-semibold sm:table-cell print:table-cell">
            {t('receipt:lines.unitPrice')}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {t('receipt:lines.quantity')}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {t('receipt:lines.amount')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {receipt.lines.map((line, index) => (
          <tr key={index}>
            <td className={`${cell} pr-3 break-words text-slate-900`}>
              {line.name}
              <span className="block text-xs text-slate-500 tabular-nums sm:hidden print:hidden">
                {t('receipt:page.unitPriceEach', { price: money(line.unitPriceMinor) })}
              </span>
            </td>
            <td className={`${cell} hidden text-right tabular-nums sm:table-cell print:table-cell`}>
              {money(line.unitPriceMinor)}
            </td>
            <td className={`${cell} pl-3 text-right tabular-nums`}>{line.quantity}</td>
            <td className={`${cell} pl-3 text-right font-medium tabular-nums`}>{money(line.amountMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-slate-200">
          <th
            scope="row"
            colSpan={2}
            className="pt-3 text-left font-semibold text-slate-900 sm:hidden print:hidden"
          >
            {t('receipt:lines.total')}
          </th>
          <th
            scope="row"
            colSpan={3}
            className="hidden pt-3 text-left font-semibold text-slate-900 sm:table-cell print:table-cell"
          >
            {t('receipt:lines.total')}
          </th>
          <td className="pt-3 text-right text-lg font-bold tabular-nums text-slate-900">
            {money(receipt.amountMinor)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
