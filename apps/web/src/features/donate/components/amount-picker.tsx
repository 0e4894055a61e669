import { currencyPrefix } from '@malipo/contracts/currencies';
import { inputClass, focusClass } from '@/features/checkout/lib/checkout-styles';
import { useI18n } from '@/lib/i18n/page-i18n';
import type { AmountMessage } from '../lib/amount-from-page';
import { PRESET_AMOUNTS, customAmountError, presetLabel, type AmountChoice } from '../lib/donation-amount';

const CUSTOM_ID = 'donation-custom-amount';

/**
 * Id of the form the preset buttons submit without JavaScript (rendered by `AmountStep`): it holds
 * nothing else, so a preset asks for the page with `?amount={major}` whatever the custom field holds.
 */
export const PRESET_FORM_ID = 'donation-preset-amount';

/**
 * The preset amounts (docs/product.md#constants) as toggle buttons and a 'Custom amount' field; choosing a preset
 * clears the custom amount and typing one clears the preset (docs/product.md#states). Without
 * JavaScript (docs/architecture.md#payer-pages item 5) a preset is a submit button of
 * {@link PRESET_FORM_ID} (`amount`), the custom field is `custom` of the form around the picker, and
 * the chosen preset rides along in that form as a hidden `amount`. `message` (a missing or refused
 * amount) shows beside the custom field unless the custom text has its own.
 */
export function AmountPicker({
  choice,
  currency,
  message = null,
  onChange,
}: {
  choice: AmountChoice;
  currency: string;
  message?: AmountMessage | null;
  onChange: (choice: AmountChoice) => void;
}) {
  const { t, locale } = useI18n();
  const prefix = currencyPrefix(currency);
  const pageMessage = message?.kind === 'missing' ? t('donate:amount.missing') : (message?.text ?? null);
  const error = customAmountError(choice, currency, { t, locale }) ?? pageMessage;
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">{t('donate:amount.legend')}</legend>
      <div className="mt-4 grid grid-cols-3 gap-2">
        {PRESET_AMOUNTS.map((major) => {
          const isSelected = choice.kind === 'preset' && choice.major === major;
          return (
            <button
              key={major}
              type="submit"
              form={PRESET_FORM_ID}
              name="amount"
              value={String(major)}
              aria-pressed={isSelected}
              onClick={(event) => {
                event.preventDefault();
                onChange({ kind: 'preset', major });
              }}
              className={`h-12 cursor-pointer rounded-lg border-2 text-base font-semibold tabular-nums transition ${
                isSelected
                  ? 'border-(--m-accent) bg-(--m-accent) text-(--m-on-accent)'
                  : 'border-slate-200 bg-white text-slate-900 hover:border-(--m-accent)'
              } ${focusClass}`}
            >
              {presetLabel(major, currency, locale)}
            </button>
          );
        })}
      </div>
      {choice.kind === 'preset' && <input type="hidden" name="amount" value={String(choice.major)} />}
      <label htmlFor={CUSTOM_ID} className="mt-4 mb-1.5 block text-sm font-medium text-slate-800">
        {t('donate:amount.customLabel')}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
        >
          {prefix.trim()}
        </span>
        <input
          id={CUSTOM_ID}
          name="custom"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('donate:amount.customPlaceholder')}
          value={choice.kind === 'custom' ? choice.text : ''}
          onChange={(event) => onChange({ kind: 'custom', text: event.target.value.slice(0, 20) })}
          // Enter chooses nothing while the page's code runs (Card or Mobile does); without it, Card.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${CUSTOM_ID}-error` : undefined}
          className={`${inputClass} ${prefix.trim().length > 1 ? 'pl-14' : 'pl-8'}`}
        />
      </div>
      {error && (
        <p id={`${CUSTOM_ID}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
