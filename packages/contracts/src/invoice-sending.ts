/**
 * Sending and chasing invoices (docs/invoices.md#sending, docs/invoices.md#reminders): the body of
 * `POST /api/invoices/:id/send` and the merchant's reminder schedule, part of `/api/invoice-settings`.
 * @module
 */
import { z } from 'zod';
import { customerEmailSchema } from './customers';
import { formatMoney } from './money';

/** Most reminders on each side of the due date. */
export const MAX_REMINDERS_PER_SIDE = 5;
/** Furthest reminder before the due date, in days. */
export const MAX_REMINDER_DAYS_BEFORE = 60;
/** Furthest reminder after the due date, in days. */
export const MAX_REMINDER_DAYS_AFTER = 90;

/** Body of `POST /api/invoices/:id/send`: an address other than the customer's, optionally (no body: none). */
export const sendInvoiceInputSchema = z
  .object({ to: customerEmailSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});
/** Send input (after parsing); `to` null or absent means the customer's email. */
export type SendInvoiceInput = z.infer<typeof sendInvoiceInputSchema>;

/** A list of whole days from 1 to `max`, at most {@link MAX_REMINDERS_PER_SIDE}, sorted without repeats. */
const reminderDaysSchema = (max: number, label: string) =>
  z
    .array(
      z
        .number({ error: 'Days must be numbers' })
        .int('Days must be whole numbers')
        .min(1, `${label} must be at least 1 day`)
        .max(max, `${label} can be at most ${max} days`),
    )
    .max(MAX_REMINDERS_PER_SIDE, `At most ${MAX_REMINDERS_PER_SIDE} reminders`)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/**
 * When reminders are emailed to an open invoice's customer: `daysBefore` and `daysAfter` the due
 * date (whole days, in the merchant's time zone, ascending) and `onDueDate`; `enabled` false sends
 * none. The shape `GET /api/invoice-settings` answers.
 */
export const reminderScheduleSchema = z.object({
  enabled: z.boolean(),
  daysBefore: z.array(z.number().int()),
  onDueDate: z.boolean(),
  daysAfter: z.array(z.number().int()),
});
/** A reminder schedule. */
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;

/** A schedule as sent to `PUT /api/invoice-settings`: validated, days sorted without repeats. */
export const reminderScheduleInputSchema = reminderScheduleSchema.extend({
  daysBefore: reminderDaysSchema(MAX_REMINDER_DAYS_BEFORE, 'Reminders before the due date'),
  daysAfter: reminderDaysSchema(MAX_REMINDER_DAYS_AFTER, 'Reminders after the due date'),
});

/** The schedule a merchant has until it sets one: 3 days before, on the due date, 3 and 7 days after. */
export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = {
  enabled: true,
  daysBefore: [3],
  onDueDate: true,
  daysAfter: [3, 7],
};

/** The schedule as day offsets from the due date (negative before, 0 on it), ascending. */
export function reminderOffsets(schedule: Omit<ReminderSchedule, 'enabled'>): number[] {
  return [
    ...schedule.daysBefore.map((days) => -days).reverse(),
    ...(schedule.onDueDate ? [0] : []),
    ...schedule.daysAfter,
  ];
}

/** The schedule of stored day offsets (the inverse of {@link reminderOffsets}). */
export function scheduleFromOffsets(enabled: boolean, offsets: readonly number[]): ReminderSchedule {
  const sorted = [...offsets].sort((a, b) => a - b);
  return {
    enabled,
    daysBefore: sorted
      .filter((days) => days < 0)
      .map((days) => -days)
      .reverse(),
    onDueDate: sorted.includes(0),
    daysAfter: sorted.filter((days) => days > 0),
  };
}

/**
 * The short text a merchant pastes into WhatsApp or an SMS, also the first line of the invoice
 * email: "Invoice INV-0001 from Acme for $100.00, due 2026-12-11: <url>". `amountDueMinor` is what
 * is still owed, in minor units of `currency`; `dueDate` is `YYYY-MM-DD`; `url` the payer's page.
 */
export function invoiceShareText(input: {
  number: string;
  businessName: string;
  amountDueMinor: number;
  currency: string;
  dueDate: string;
  url: string;
}): string {
  const amount = formatMoney(input.amountDueMinor, input.currency);
  return `Invoice ${input.number} from ${input.businessName} for ${amount}, due ${input.dueDate}: ${input.url}`;
}
