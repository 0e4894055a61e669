/**
 * Class names shared by the payer page's components. Plain strings (no class-merging library) to
 * keep the payer bundle small. Merchant colours come from the `--m-accent`, `--m-on-accent` and
 * `--m-accent-end` custom properties set on the page root.
 * @module
 */

/** A text input or select. */
export const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs outline-none placeholder:text-slate-400 focus-visible:border-(--m-accent) focus-visible:ring-3 focus-visible:ring-(--m-accent)/25 aria-invalid:border-red-500 disabled:bg-slate-50 disabled:text-slate-500';

/** Focus outline in the merchant's colour. */
export const focusClass =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--m-accent)';

/** The main action (Pay, Try again). */
export const primaryButtonClass = `inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-lg bg-(--m-accent) px-5 text-base font-semibold text-(--m-on-accent) shadow-sm transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 ${focusClass}`;

/** A quiet action (Back to Step 1, Go Home). */
export const secondaryButtonClass = `inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 ${focusClass}`;

/** The white panel holding each step. */
export const panelClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
