import { Link } from 'react-router';
import { PlusIcon, type LucideIcon } from 'lucide-react';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

/** Placeholder cards while a list loads; announced as `label` ("Loading payment links"). */
export function ShareableListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}

/** Shown when a list failed to load, with a retry. */
export function ShareableListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6">
      <p className="text-slate-600">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** What an empty list says and where its call to action leads. */
export interface EmptyStateContent {
  icon: LucideIcon;
  title: string;
  description: string;
  actionLabel: string;
}

/** An empty list: icon, title, one sentence, and a button to create the first item. */
export function ShareableListEmpty({
  content,
  createHref,
}: {
  content: EmptyStateContent;
  createHref: string;
}) {
  const Icon = content.icon;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{content.title}</h2>
      <p className="max-w-sm text-sm text-slate-500">{content.description}</p>
      <Button asChild className="mt-2">
        <Link to={createHref}>
          <PlusIcon aria-hidden="true" />
          {content.actionLabel}
        </Link>
      </Button>
    </div>
  );
}
