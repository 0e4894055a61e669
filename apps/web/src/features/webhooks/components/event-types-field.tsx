import type { ReactNode } from 'react';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@malipo/contracts/webhooks';
import { FieldError } from '@/components/ui/field-error';
import { EVENT_TYPE_DESCRIPTIONS } from '../lib/event-types';

/** A checkbox whose accessible name is `label` and description `hint`. */
function CheckboxRow({
  id,
  label,
  hint,
  isChecked,
  onChange,
}: {
  id: string;
  label: ReactNode;
  hint: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * The events an endpoint listens to: "All events" (stored as an empty list, so future types are
 * included) or a choice among contracts' `WEBHOOK_EVENT_TYPES`.
 */
export function EventTypesField({
  isAll,
  selected,
  error,
  onChange,
}: {
  isAll: boolean;
  selected: readonly WebhookEventType[];
  error?: string | undefined;
  onChange: (next: { isAll: boolean; selected: WebhookEventType[] }) => void;
}) {
  const toggle = (type: WebhookEventType, isChecked: boolean) =>
    onChange({ isAll, selected: isChecked ? [...selected, type] : selected.filter((t) => t !== type) });

  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'webhook-events-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Events to send</legend>
      <CheckboxRow
        id="webhook-all-events"
        label={<span className="font-medium">All events</span>}
        hint="Including event types added later."
        isChecked={isAll}
        onChange={(isChecked) => onChange({ isAll: isChecked, selected: [...selected] })}
      />
      {!isAll && (
        <div className="grid gap-3 border-l-2 border-slate-100 pl-4 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxRow
              key={type}
              id={`webhook-event-${type}`}
              label={<span className="font-mono text-xs font-medium break-all">{type}</span>}
              hint={EVENT_TYPE_DESCRIPTIONS[type]}
              isChecked={selected.includes(type)}
              onChange={(isChecked) => toggle(type, isChecked)}
            />
          ))}
        </div>
      )}
      <FieldError id="webhook-events-error" message={error} />
    </fieldset>
  );
}
