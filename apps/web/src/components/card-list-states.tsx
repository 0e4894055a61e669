import { cn } from '@/lib/cn';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

/** Two placeholder rows while a list inside a card loads; announced as `label` ("Loading sessions"). */
export function CardListSkeleton({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('space-y-2', className)}>
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

/** Shown inside a card when what it lists failed to load: `message` and a retry, as an alert. */
export function CardListError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3 text-sm text-slate-600', className)}>
      {message}
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
