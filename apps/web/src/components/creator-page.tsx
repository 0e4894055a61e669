import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from './ui/button';

/**
 * The frame of a creator screen (docs/product.md#dashboard: each creator has a Back button returning to
 * create-link): Back, the title and one line saying what the screen makes.
 */
export function CreatorPage({
  backHref,
  title,
  intro,
  children,
}: {
  backHref: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={backHref}>
            <ArrowLeftIcon aria-hidden="true" />
            Back
          </Link>
        </Button>
      </div>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-1 text-slate-500">{intro}</p>
      </header>
      {children}
    </div>
  );
}

/** The bottom row of a creator's form: Cancel (back to `cancelHref`) and the submit button. */
export function CreatorActions({
  cancelHref,
  submitLabel,
  pendingLabel,
  isPending,
  isDisabled = false,
}: {
  cancelHref: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  isDisabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button asChild variant="outline">
        <Link to={cancelHref}>Cancel</Link>
      </Button>
      <Button type="submit" disabled={isPending || isDisabled}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
