import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** Placeholder of a chart while its data or its lazy Recharts chunk loads. */
export function ChartSkeleton({ className, label }: { className?: string; label: string }) {
  return (
    <div role="status" aria-label={label} className={cn('h-56 sm:h-64', className)}>
      <Skeleton className="size-full" />
    </div>
  );
}
