import { focusClass } from '@/features/checkout/lib/checkout-styles';
import { useI18n } from '@/lib/i18n/page-i18n';

/**
 * 'Donate anonymously': the donation then keeps no name (the email only receives the receipt).
 * Posted without JavaScript as `anonymous=on` (docs/architecture.md#payer-pages item 5).
 */
export function AnonymousCheckbox({
  isChecked,
  isDisabled,
  onChange,
}: {
  isChecked: boolean;
  isDisabled: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex items-start gap-3">
      <input
        id="donate-anonymously"
        type="checkbox"
        name="anonymous"
        value="on"
        checked={isChecked}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby="donate-anonymously-hint"
        className={`mt-0.5 size-5 shrink-0 cursor-pointer accent-(--m-accent) ${focusClass}`}
      />
      <div>
        <label htmlFor="donate-anonymously" className="cursor-pointer text-sm font-medium text-slate-800">
          {t('donate:anonymous.label')}
        </label>
        <p id="donate-anonymously-hint" className="text-xs text-slate-500">
          {t('donate:anonymous.hint')}
        </p>
      </div>
    </div>
  );
}
